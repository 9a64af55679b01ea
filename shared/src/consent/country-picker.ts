/**
 * A session cookie the country picker sets when the visitor answers it (chooses a country or
 * closes it). Core spec point 2 compares the detected country with the previously chosen one, so
 * a visitor who stays in this shop would be asked again on every page; each page here is a full
 * load, so the answer holds for the browser session instead.
 */
export const countryPickerAnsweredCookie = "country-picker-answered";
