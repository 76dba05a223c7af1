import { writeScreenTables } from './build/screen-tables.ts';

// `npm run screens`: after a screen is added, moved or renamed in its feature's `screens.ts`.
const written = await writeScreenTables(process.cwd());
console.info(written.length ? `Rewrote ${written.join(', ')}` : 'The route tables are current.');
