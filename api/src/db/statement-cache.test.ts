// SQLite statements are prepared once per SQL text and reused (helper PERF); the cache is bounded.
import SqliteDatabase from 'better-sqlite3';
import { StatementCache } from './connection';

it('prepares a text once, reuses it with new parameters, and drops the least recently used past its bound', () => {
  const sqlite = new SqliteDatabase(':memory:');
  const cache = new StatementCache(sqlite, 2);
  cache.prepare('create table t (id integer primary key, v text)').run([]);
  const insert = cache.prepare('insert into t (v) values (?)');
  insert.run(['a']);
  expect(cache.prepare('insert into t (v) values (?)')).toBe(insert);
  cache.prepare('insert into t (v) values (?)').run(['b']);
  const select = cache.prepare('select v from t order by id');
  expect(select.all([])).toEqual([{ v: 'a' }, { v: 'b' }]);
  expect(cache.size).toBe(2);
  // the create statement went first; insert was used after it
  expect(cache.prepare('insert into t (v) values (?)')).toBe(insert);
  cache.prepare('select count(*) as n from t');
  expect(cache.size).toBe(2);
  expect(cache.prepare('select v from t order by id')).not.toBe(select);
  cache.close();
  expect(sqlite.open).toBe(false);
});
