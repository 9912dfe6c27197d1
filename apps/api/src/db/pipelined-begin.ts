import type postgres from 'postgres';

/*
 * Transactions whose BEGIN travels with their first statements (issue 15 perf:orders,
 * docs/decisions/0027). postgres.js's `begin` sends BEGIN and waits for its answer before it runs
 * the transaction's work: a round trip that carries nothing, paid by every write of the product.
 * Here the connection is reserved, BEGIN is sent without waiting, and the work's first statements
 * follow it on the same connection (postgres.js pipelines them, usually in the same packet).
 * PostgreSQL runs them in order, so they are inside the transaction; should BEGIN itself fail, they
 * fail with it and the work's error is what the caller sees.
 *
 * Same contract as postgres.js's `begin(fn)`, which Drizzle's `db.transaction` calls: commit when
 * `fn` resolves, roll back when it throws, `savepoint(fn)` for a nested transaction, `begin(options, fn)` for 'isolation level …'.
 */

type Sql = postgres.Sql<Record<string, postgres.PostgresType>>;
type ReservedSql = postgres.ReservedSql<Record<string, postgres.PostgresType>>;
type Work = (sql: ReservedSql & { savepoint: (fn: Work) => Promise<unknown> }) => unknown;

export function pipelinedBegin(client: Sql) {
  return async function begin(...args: [Work] | [string, Work]): Promise<unknown> {
    const [options, fn] = args.length === 1 ? ['', args[0]] : args;
    const sql = await client.reserve();
    let savepoints = 0;
    const scoped = Object.assign(sql, {
      savepoint: async (inner: Work) => {
        const name = `s${savepoints++}`;
        await sql.unsafe(`savepoint ${name}`);
        try {
          const result = await inner(scoped);
          await sql.unsafe(`release savepoint ${name}`);
          return result;
        } catch (error) {
          await sql.unsafe(`rollback to savepoint ${name}`);
          throw error;
        }
      },
    });
    // Sent now; its failure is read after the work (whose statements would have failed with it).
    const begun = sql.unsafe(`begin ${options.replace(/[^a-z ]/gi, '')}`).then(
      () => null,
      (error: unknown) => ({ error }),
    );
    try {
      const result = await fn(scoped);
      const failed = await begun;
      if (failed) throw failed.error;
      // A transaction some statement aborted answers COMMIT with ROLLBACK, and no error.
      const committed = await sql.unsafe('commit');
      if (committed.command !== 'COMMIT') throw new Error(`the transaction was rolled back at commit (${committed.command})`);
      return result;
    } catch (error) {
      await sql.unsafe('rollback').catch(() => undefined);
      throw error;
    } finally {
      sql.release();
    }
  };
}
