/**
 * The last answer to a page request that failed when even the error screen could not be composed
 * (the database or every renderer down): a small HTML page in the shop's three languages, never
 * plain text (catalogue spec point 2), with no script, style or detail of the error.
 */
export const fatalErrorFallback = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Wohnfein</title></head>
<body>
<main>
<h1>Da ist etwas schiefgegangen.</h1>
<p>Bitte versuchen Sie es in einigen Minuten noch einmal.</p>
<p lang="fr">Un problème est survenu. Veuillez réessayer dans quelques minutes.</p>
<p lang="nl">Er is iets misgegaan. Probeer het over een paar minuten opnieuw.</p>
</main>
</body>
</html>
`;
