/**
 * Whether the borrower asked to save data (the browser's Save-Data setting, which Chromium also
 * sends as the `Save-Data` header): then nothing is fetched on speculation, only what a tap needs.
 */
export function savesData(): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return (
    typeof connection === 'object' &&
    connection !== null &&
    Reflect.get(connection, 'saveData') === true
  );
}
