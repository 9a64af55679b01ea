import { Trans } from "@lingui/react/macro";
import type { BlockProps } from "./block-props.ts";
import { blocksField, textField } from "./block-fields.ts";
import { openingHoursOf, phoneHref, storeMapLink } from "./retail-store.ts";

/**
 * A retail store (catalogue spec point 2): its name, address, phone, opening hours and a link to
 * the address on a map. The map is a link only: no map tiles or scripts load with the page.
 */
export function RetailStoreBlock({ block }: BlockProps) {
  const name = textField(block, "name");
  const address = {
    street: textField(block, "street"),
    postalCode: textField(block, "postalCode"),
    city: textField(block, "city"),
    country: textField(block, "country"),
  };
  const phone = textField(block, "phone");
  const tel = phoneHref(phone);
  const hours = openingHoursOf(blocksField(block, "openingHours"));
  const mapLink = storeMapLink(address);
  const headingId = `cms-store-${block._uid}`;
  return (
    <section className="cms-store" aria-labelledby={headingId}>
      <h2 id={headingId} className="cms-store__name">
        {name}
      </h2>
      <address className="cms-store__address">
        {address.street}
        <br />
        {`${address.postalCode} ${address.city}`.trim()}
        {address.country ? (
          <>
            <br />
            {address.country}
          </>
        ) : null}
        {tel ? (
          <>
            <br />
            <a href={tel}>{phone}</a>
          </>
        ) : null}
      </address>
      {hours.length > 0 ? (
        <>
          <h3 className="cms-store__hours-title">
            <Trans id="store.openingHours">Opening hours</Trans>
          </h3>
          <dl className="cms-store__hours">
            {hours.map(({ days, hours: time }) => (
              <div key={days} className="cms-store__hours-row">
                <dt>{days}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {mapLink ? (
        <a className="cms-store__map" href={mapLink} target="_blank" rel="noopener noreferrer">
          <Trans id="store.map">Show on map (OpenStreetMap, opens in a new window)</Trans>
        </a>
      ) : null}
    </section>
  );
}
