import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
await db.exec(`create table t (id int, s text, j jsonb, n numeric(8,3), b boolean, ts timestamptz, a int[])`);
const r = await db.query(`insert into t (id, s, j, n, b, ts) select * from unnest($1::int[], $2::text[], $3::jsonb[], $4::numeric[], $5::boolean[], $6::timestamptz[]) returning *`,
  [[1, 2, null], ['a,"b', null, 'x}y{'], [JSON.stringify({ a: 'x"y', b: [1, 2] }), null, '{}'], ['1.5', null, '2'], [true, false, null], [new Date().toISOString(), null, null]]);
console.log(r.rows);
await db.close();
