/** Global set-up of `npm run test:ops`: its tests create and drop databases on a real PostgreSQL. */
export default function needsPostgres() {
  if (!process.env.DATABASE_URL)
    throw new Error('npm run test:ops needs DATABASE_URL (a PostgreSQL where it may create and drop databases)');
}
