import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { TestProject } from 'vitest/node';
import './template.ts';

/**
 * Migrates one template database per run; each test file clones it (PGlite: loads the dumped
 * data folder; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files never share state.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // One template per run, so parallel runs on one server never drop each other's template.
    const templateDbName = `wohnwerk_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDbName} with (force)`);
    await admin.query(`create database ${templateDbName}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, templateDbName), 2);
    await migrate(database);
    await database.close();
    project.provide('templateDumpFile', '');
    project.provide('templateDbName', templateDbName);
    return async () => {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${templateDbName} with (force)`);
      await drop.end();
    };
  }
  const database = await openPglite(undefined);
  await migrate(database);
  const templateDumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-test-')), 'template.tar');
  const dump = await database.pglite!.dumpDataDir('none');
  fs.mkdirSync(path.dirname(templateDumpFile), { recursive: true });
  fs.writeFileSync(templateDumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDumpFile', templateDumpFile);
  project.provide('templateDbName', '');
  return () => fs.rmSync(templateDumpFile, { force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
