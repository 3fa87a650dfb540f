import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../apps/server/src/db/client.ts';
import { fromPglite, pgliteExtensions } from '../apps/server/src/db/pglite.ts';
import { fromPool } from '../apps/server/src/db/postgres.ts';
import { hashPassword } from '../apps/server/src/lib/secrets.ts';
import { forgetCounts } from '../apps/server/src/lib/sql.ts';
import { load, startServerOn, type LoadResult } from './lib.ts';

/*
 * List queries at two sizes, so growth is visible: 10 000 rows against 100 000 vacancies and
 * 1 000 000 applications on PostgreSQL (100 000 applications on PGlite). Rows are generated in
 * SQL (generate_series), which takes a minute or two at the large size on two cores.
 */

const adminPassword = 'Bench-Admin-Password-1';

export interface Scale {
  label: string;
  vacancies: number;
  candidates: number;
  applications: number;
}

async function exec(database: Database, sqlText: string): Promise<void> {
  await database.db.execute(sqlText as never);
}

/**
 * A value in [0, n) that looks random but is fixed for row i: attributes drawn with different
 * salts are independent of each other, as in real data (i % n would make them move in step).
 */
function pick(i: string, n: number, salt: number): string {
  return `(abs(hashint4(${i} * 31 + ${salt})) % ${n})`;
}

/** Generates a careers data set of the given size straight in SQL. */
export async function generate(database: Database, scale: Scale): Promise<void> {
  const hash = await hashPassword(adminPassword);
  await exec(
    database,
    `insert into admins (email, full_name, password_hash) values ('bench@careers.test', 'Bench Admin', '${hash}')`,
  );
  await exec(
    database,
    `insert into candidates (email, full_name, password_hash, programme, level, graduation_year)
     select 'student' || i || '@students.test',
            (array['Amara','Ben','Chloe','Daniel','Ella','Farid','Grace','Harvey','Isla','Jamal'])[1 + i % 10]
              || ' ' || (array['Nwosu','Hartley','Davies','Chen','Murphy','Hussain','Owusu','Evans','Patel','Singh','Novak','Fraser'])[1 + ${pick('i', 12, 1)}]
              || ' ' || i,
            '${hash}',
            (array['BSc Computer Science','LLB Law','MSc Data Science','BA History','MEng Civil Engineering'])[1 + ${pick('i', 5, 2)}],
            (array['undergraduate','postgraduate','alumni'])[1 + ${pick('i', 3, 3)}],
            2020 + ${pick('i', 8, 4)}
     from generate_series(0, ${scale.candidates - 1}) as i`,
  );
  const employers = `array['Northwind Analytics','Harbour & Vale','Greenfield Energy','Meridian Bank','Kestrel Games',
                   'Civic Data Lab','Atlas Aerospace','Lumen Media']`;
  // Every vacancy belongs to an organisation (issue 17): one per employer name.
  await exec(
    database,
    `insert into organisations (name, name_key, status, created_by_role)
     select name, lower(name), 'approved', 'system' from unnest(${employers}) as name`,
  );
  await exec(
    database,
    `insert into vacancies (title, employer_name, organisation_id, location, workplace, type, sector, description, positions,
                            closes_at, status, created_at, updated_at)
     select (array['Graduate Software Engineer','Data Analyst','Trainee Solicitor','Civil Engineer','Marketing Assistant',
                   'Research Intern','Audit Associate','Teaching Assistant','Product Designer','Policy Fellow'])[1 + i % 10]
              || ' ' || i,
            (${employers})[1 + ${pick('i', 8, 1)}],
            (select id from organisations where name = (${employers})[1 + ${pick('i', 8, 1)}]),
            (array['Manchester','Leeds','London','Bristol','Glasgow','Cardiff'])[1 + ${pick('i', 6, 2)}],
            (array['on_site','hybrid','remote'])[1 + ${pick('i', 3, 3)}],
            (array['graduate_job','internship','placement','part_time','volunteering'])[1 + ${pick('i', 5, 4)}],
            'Technology', 'A role generated for the benchmark.', 1,
            now() + ((1 + ${pick('i', 90, 5)}) || ' days')::interval,
            (array['open','open','open','draft','closed','paused'])[1 + ${pick('i', 6, 6)}],
            now() - (${pick('i', 365, 7)} || ' days')::interval, now()
     from generate_series(0, ${scale.vacancies - 1}) as i`,
  );
  // Applications: vacancy i % V, candidate spread so (vacancy, candidate) stays unique.
  await exec(
    database,
    `with v as (select id, title, employer_name, row_number() over (order by id) - 1 as n from vacancies),
          c as (select id, full_name, email, row_number() over (order by id) - 1 as n from candidates)
     insert into applications (vacancy_id, candidate_id, status, document_ids, submitted_at, updated_at,
                               vacancy_title, employer_name, candidate_name, candidate_email)
     select v.id, c.id,
            (array['submitted','under_review','shortlisted','interviewing','offered','hired','rejected','on_hold','withdrawn'])[1 + ${pick('g.i', 9, 8)}],
            '{}', now() - (${pick('g.i', 400, 9)} || ' hours')::interval, now(),
            v.title, v.employer_name, c.full_name, c.email
     from generate_series(0, ${scale.applications - 1}) as g(i)
     join v on v.n = g.i % ${scale.vacancies}
     join c on c.n = ((g.i % ${scale.vacancies}) * 13 + (g.i / ${scale.vacancies}) * 5003) % ${scale.candidates}`,
  );
  // What autovacuum does after a bulk load: statistics, and the visibility map that lets the
  // capped counts read the index alone.
  await exec(database, 'vacuum analyze');
  await exec(database, 'checkpoint');
  // Measure on a settled server: wait (up to a minute) for autovacuum workers to finish.
  for (let i = 0; i < 60; i++) {
    const busy = (await database.db.execute(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker'" as never,
    )) as unknown as { rows: { n: number }[] };
    if (!busy.rows[0]?.n) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

interface Row {
  query: string;
  small: LoadResult;
  large: LoadResult;
}

/**
 * One request on its own with nothing cached: what the first reader of a list waits for (under
 * load, counts are shared for a few seconds, see countCapped). Median of three.
 */
async function coldMs(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    forgetCounts();
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[1]!);
}

export async function runScales(
  name: string,
  open: (scale: Scale) => Promise<{ database: Database; generated: boolean }>,
  scales: [Scale, Scale],
  seconds: number,
): Promise<Row[]> {
  const results: LoadResult[][] = [];
  const colds: number[][] = [];
  for (const scale of scales) {
    const started = Date.now();
    const { database, generated } = await open(scale);
    if (!generated) await generate(database, scale);
    console.log(
      `\n## ${name}, ${scale.label}: ${scale.vacancies} vacancies, ${scale.candidates} candidates, ${scale.applications} applications (${generated ? 'reused' : `generated in ${((Date.now() - started) / 1000).toFixed(0)} s`})`,
    );
    const server = await startServerOn(database);
    try {
      const login = await fetch(`${server.url}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@careers.test', password: adminPassword }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const sample = (await (
        await fetch(`${server.url}/api/v1/vacancies?perPage=1&sortColumn=title&sort=asc`, {
          headers,
        })
      ).json()) as { data: { id: string }[] };
      const vacancyId = sample.data[0]?.id ?? '';
      const queries: [string, string][] = [
        ['GET /vacancies (first page)', '/api/v1/vacancies'],
        ['GET /vacancies?q=engineer&status=open', '/api/v1/vacancies?q=engineer&status=open'],
        [
          'GET /vacancies?type=internship&workplace=remote&sortColumn=closesAt',
          '/api/v1/vacancies?type=internship&workplace=remote&sortColumn=closesAt&sort=asc',
        ],
        [
          'GET /candidates?q=hartley&level=undergraduate',
          '/api/v1/candidates?q=hartley&level=undergraduate',
        ],
        [
          'GET /candidates?graduationYear=2024&page=3',
          '/api/v1/candidates?graduationYear=2024&page=3',
        ],
        ['GET /applications (first page)', '/api/v1/applications'],
        ['GET /applications?status=shortlisted', '/api/v1/applications?status=shortlisted'],
        ['GET /applications?vacancyId=…', `/api/v1/applications?vacancyId=${vacancyId}`],
        [
          'GET /applications?q=nwosu&status=rejected',
          '/api/v1/applications?q=nwosu&status=rejected',
        ],
      ];
      const row: LoadResult[] = [];
      const cold: number[] = [];
      for (const [label, path] of queries) {
        cold.push(await coldMs(`${server.url}${path}`, headers));
        row.push(await load(label, { url: `${server.url}${path}`, headers, seconds }));
      }
      results.push(row);
      colds.push(cold);
    } finally {
      await server.stop();
      await database.close();
    }
  }
  const [small, large] = results as [LoadResult[], LoadResult[]];
  const [coldSmall, coldLarge] = colds as [number[], number[]];
  console.log(
    `\n## ${name}: growth from ${scales[0].label} to ${scales[1].label} (p99 under load, req/s, one request alone with no cached count)`,
  );
  return small.map((s, i) => {
    const l = large[i]!;
    console.log(
      `${s.label.padEnd(58)} p99 ${String(s.p99).padStart(3)} → ${String(l.p99).padStart(3)} ms (x${(l.p99 / Math.max(1, s.p99)).toFixed(2)})   req/s x${(l.reqPerSec / Math.max(1, s.reqPerSec)).toFixed(2)}   alone ${coldSmall[i]} → ${coldLarge[i]} ms`,
    );
    return { query: s.label, small: s, large: l };
  });
}

export async function benchCareersPostgres(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch {
    console.log(`\n## careers lists on PostgreSQL: skipped, no server at ${adminUrl}`);
    return;
  }
  await probe.end();
  const open = async (scale: Scale) => {
    const name = `careers_bench_${scale.label.replace(/\W/g, '').toLowerCase()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // BENCH_REUSE=1 measures again on the data sets a previous run left (generation takes minutes).
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const reuse = process.env.BENCH_REUSE === '1' && exists;
    if (!reuse) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = fromPool(new pg.Pool({ connectionString: url.toString(), max: 20 }));
    await database.migrate();
    return { database, generated: reuse };
  };
  await runScales(
    'careers lists on PostgreSQL',
    open,
    [
      { label: '10k', vacancies: 10_000, candidates: 5_000, applications: 10_000 },
      { label: '1M', vacancies: 100_000, candidates: 50_000, applications: 1_000_000 },
    ],
    Number(process.env.BENCH_SECONDS ?? 5),
  );
}

export async function benchCareersPglite(): Promise<void> {
  const open = async () => {
    const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    await database.migrate();
    return { database, generated: false };
  };
  await runScales(
    'careers lists on PGlite',
    open,
    [
      { label: '10k', vacancies: 10_000, candidates: 5_000, applications: 10_000 },
      { label: '100k', vacancies: 10_000, candidates: 10_000, applications: 100_000 },
    ],
    Number(process.env.BENCH_SECONDS ?? 5),
  );
}
