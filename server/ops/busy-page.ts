/**
 * What a borrower's browser gets when this server is too busy to take the page (503, with
 * `Retry-After`): a plain page in both languages of the app, with nothing of the link in it (the
 * address holds session values). "Try again" reloads the same address.
 */
export const BUSY_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Busy right now</title>
</head>
<body>
<main>
<h1>We are busy right now</h1>
<p>Too many borrowers are opening the app at this moment. Nothing was lost: please try again in a few seconds.</p>
<p lang="fil">Maraming gumagamit ng app ngayon. Walang nawala: pakisubukang muli pagkalipas ng ilang segundo.</p>
<p><a href="">Try again / Subukang muli</a></p>
</main>
</body>
</html>
`;

/** The envelope an `/api` call gets in the same case; the app shows its message. */
export const BUSY_MESSAGE = 'The app is busy right now. Please try again in a few seconds.';
