import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import * as v from 'valibot';

export type SandboxDb = InstanceType<typeof Database>;

export function openDatabase(file: string): SandboxDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}

/** Rows of a query, checked against a schema so a broken row is an error here, not in the app. */
export function queryAll<T>(
  db: SandboxDb,
  schema: v.GenericSchema<unknown, T>,
  sql: string,
  ...params: unknown[]
): T[] {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => v.parse(schema, row));
}

export function queryOne<T>(
  db: SandboxDb,
  schema: v.GenericSchema<unknown, T>,
  sql: string,
  ...params: unknown[]
): T | undefined {
  const [row] = db.prepare(sql).all(...params);
  return row === undefined ? undefined : v.parse(schema, row);
}

export function execute(
  db: SandboxDb,
  sql: string,
  ...params: unknown[]
): { changes: number; lastInsertRowid: number } {
  const result = db.prepare(sql).run(...params);
  return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
}
