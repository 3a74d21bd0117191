// The http client (src/http.ts) as the service-repository tutorial and the system API specification
// describe it, against a fake fetch that records each request and answers what the test gives it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ApiError, configureHttp, http, type HttpOptions} from '../src/index';
import {fileNameOf, saveWithAnchor} from '../src/internal';

type Sent = {url: string; method: string; headers: Record<string, string>; body: string | undefined};

/** A fetch that records what is sent and answers with the given responses in turn (an Error rejects). */
function fakeFetch(...answers: Array<Response | Error>) {
  const sent: Sent[] = [];
  const fetch = (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: {...(init.headers as Record<string, string>)},
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return {sent, fetch};
}

const envelope = (code: string, data: unknown, status = 200, message = code === '0' ? 'OK' : 'failed', traceId = 'trace-1') =>
  new Response(JSON.stringify({code, message, data, traceId}), {status, headers: {'Content-Type': 'application/json'}});

function connect(answers: Array<Response | Error>, options: HttpOptions = {}) {
  const fake = fakeFetch(...answers);
  configureHttp({fetch: fake.fetch, ...options});
  return fake.sent;
}

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the request to fail');
}

test('get sends the params as a query string: blanks left out, arrays repeated, other values as text', async () => {
  const sent = connect([envelope('0', null)], {apiBaseUrl: '/api/'});
  await http.get('/legal-cases', {
    title: 'a b&c',
    status: ['OPEN', '', 'CLOSED'],
    blank: '',
    none: null,
    missing: undefined,
    page: 2,
    closed: false,
    amount: 0,
    filedOn: new Date(Date.UTC(2025, 5, 12)),
  });
  assert.equal(
    sent[0]!.url,
    '/api/legal-cases?title=a+b%26c&status=OPEN&status=CLOSED&page=2&closed=false&amount=0&filedOn=2025-06-12T00%3A00%3A00.000Z',
  );
  assert.equal(sent[0]!.method, 'GET');
  assert.equal(sent[0]!.body, undefined);
});

test('a path under apiBaseUrl, without a query string when no param has a value', async () => {
  const sent = connect([envelope('0', null), envelope('0', null)], {apiBaseUrl: 'https://example.test/api'});
  await http.get('system/dicts/CASE_STATUS/items', {keyword: '', page: undefined});
  await http.get('/legal-cases?view=all', {page: 1});
  assert.deepEqual(
    sent.map((s) => s.url),
    ['https://example.test/api/system/dicts/CASE_STATUS/items', 'https://example.test/api/legal-cases?view=all&page=1'],
  );
});

test('every request carries Accept-Language from the interface language and the token as a Bearer, when there is one', async () => {
  let token: string | undefined = 'abc.def';
  const sent = connect([envelope('0', null), envelope('0', null)], {getToken: () => token, getLocale: () => 'en'});
  await http.get('/legal-cases');
  token = undefined;
  await http.delete('/legal-cases/1');
  assert.equal(sent[0]!.headers['Accept-Language'], 'en');
  assert.equal(sent[0]!.headers.Authorization, 'Bearer abc.def');
  assert.equal(sent[0]!.headers.Accept, 'application/json');
  assert.equal(sent[1]!.headers['Accept-Language'], 'en');
  assert.equal('Authorization' in sent[1]!.headers, false);
  assert.equal(sent[1]!.method, 'DELETE');
});

test('the interface language defaults to zh-CN', async () => {
  const sent = connect([envelope('0', null)]);
  await http.get('/legal-cases');
  assert.equal(sent[0]!.headers['Accept-Language'], 'zh-CN');
  assert.equal(sent[0]!.url, '/api/legal-cases');
});

test('post and put send the body as JSON and resolve to the envelope’s data', async () => {
  const saved = {id: 7, caseNo: '(2025) 沪0105民初1234号', version: 1};
  const sent = connect([envelope('0', saved), envelope('0', {...saved, version: 2})]);
  const form = {caseNo: saved.caseNo, filedOn: '2025-05-20', amount: null};
  assert.deepEqual(await http.post('/legal-cases', form), saved);
  assert.deepEqual(await http.put('/legal-cases/7', {...form, version: 1}), {...saved, version: 2});
  assert.deepEqual(
    sent.map((s) => [s.method, s.url, s.headers['Content-Type'], JSON.parse(s.body!) as unknown]),
    [
      ['POST', '/api/legal-cases', 'application/json', form],
      ['PUT', '/api/legal-cases/7', 'application/json', {...form, version: 1}],
    ],
  );
});

test('an envelope whose code is not "0" throws an ApiError with its code, message, data, traceId and the HTTP status', async () => {
  connect([envelope('CASE_CLOSED', null, 422, 'A closed case cannot be transferred.', '0e4d7b2a9f3c4168')]);
  const error = await rejection(http.post('/legal-cases/7/transfer', {to: 3}));
  assert.ok(error instanceof ApiError);
  assert.ok(error instanceof Error);
  assert.equal(error.name, 'ApiError');
  assert.equal(error.code, 'CASE_CLOSED');
  assert.equal(error.message, 'A closed case cannot be transferred.');
  assert.equal(error.status, 422);
  assert.equal(error.data, null);
  assert.equal(error.traceId, '0e4d7b2a9f3c4168');
});

test('VALIDATION_FAILED passes its field errors through as data', async () => {
  const fieldErrors = [
    {field: 'caseNo', message: 'must not be blank'},
    {field: 'filedOn', message: 'date must be in the format YYYY-MM-DD'},
  ];
  connect([envelope('VALIDATION_FAILED', fieldErrors, 400, 'Request validation failed')]);
  const error = await rejection(http.post('/legal-cases', {}));
  assert.ok(error instanceof ApiError);
  assert.equal(error.code, 'VALIDATION_FAILED');
  assert.equal(error.status, 400);
  assert.deepEqual(error.data, fieldErrors);
});

test('no answer at all is an ApiError NETWORK_ERROR with status 0, in the interface language', async () => {
  const cause = new TypeError('Failed to fetch');
  connect([cause], {getLocale: () => 'en'});
  const error = await rejection(http.get('/legal-cases'));
  assert.ok(error instanceof ApiError);
  assert.equal(error.code, 'NETWORK_ERROR');
  assert.equal(error.status, 0);
  assert.equal(error.cause, cause);
  assert.match(error.message, /could not reach the server/i);
  connect([cause]);
  assert.match(((await rejection(http.get('/legal-cases'))) as Error).message, /无法连接服务器/);
});

test('an answer that is not an envelope (a proxy’s HTML page) is an ApiError BAD_RESPONSE with the HTTP status', async () => {
  connect([new Response('<html>502 Bad Gateway</html>', {status: 502, headers: {'Content-Type': 'text/html', 'X-Trace-Id': 'edge-9'}})], {
    getLocale: () => 'en',
  });
  const error = await rejection(http.get('/legal-cases'));
  assert.ok(error instanceof ApiError);
  assert.equal(error.code, 'BAD_RESPONSE');
  assert.equal(error.status, 502);
  assert.equal(error.traceId, 'edge-9');
  assert.match(error.message, /HTTP 502/);
  connect([new Response(JSON.stringify({items: []}), {status: 200})]);
  assert.equal(((await rejection(http.get('/legal-cases'))) as ApiError).code, 'BAD_RESPONSE');
});

test('a 401 is sent once more after the shell got a new token; when it cannot, the 401 is the error', async () => {
  let token = 'old';
  const sent = connect([envelope('TOKEN_EXPIRED', null, 401), envelope('0', 'fresh')], {
    getToken: () => token,
    onUnauthorized: () => {
      token = 'new';
      return Promise.resolve(true);
    },
  });
  assert.equal(await http.get('/system/me'), 'fresh');
  assert.deepEqual(
    sent.map((s) => s.headers.Authorization),
    ['Bearer old', 'Bearer new'],
  );

  let asked = 0;
  const again = connect([envelope('TOKEN_EXPIRED', null, 401)], {
    onUnauthorized: () => Promise.resolve(++asked > 1),
  });
  const error = await rejection(http.get('/system/me'));
  assert.equal((error as ApiError).code, 'TOKEN_EXPIRED');
  assert.equal(again.length, 1);
  assert.equal(asked, 1);
});

/** A download answer: the bytes and their Content-Disposition. */
const file = (disposition: string | undefined, content = 'PK…') =>
  new Response(content, {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ...(disposition ? {'Content-Disposition': disposition} : {}),
    },
  });

test('download sends the query and the headers of get, and saves the file under its Content-Disposition name', async () => {
  const reads: Array<Promise<{name: string; text: string}>> = [];
  const save = (blob: Blob, name: string) => void reads.push(blob.text().then((text) => ({name, text})));
  const sent = connect(
    [
      file('attachment; filename="cases.xlsx"', 'ascii'),
      file(`attachment; filename="cases.xlsx"; filename*=UTF-8''%E6%A1%88%E4%BB%B6%20%E5%88%97%E8%A1%A8.xlsx`, 'utf-8'),
      file(undefined, 'unnamed'),
    ],
    {save, getToken: () => 't', getLocale: () => 'en'},
  );
  await http.download('/legal-cases/export', {status: 'OPEN', title: ''});
  await http.download('/legal-cases/export');
  await http.download('/legal-cases/export/');
  assert.equal(sent[0]!.url, '/api/legal-cases/export?status=OPEN');
  assert.equal(sent[0]!.headers.Authorization, 'Bearer t');
  assert.equal(sent[0]!.headers['Accept-Language'], 'en');
  assert.deepEqual(await Promise.all(reads), [
    {name: 'cases.xlsx', text: 'ascii'},
    {name: '案件 列表.xlsx', text: 'utf-8'},
    {name: 'export', text: 'unnamed'},
  ]);
});

test('download throws the ApiError of an error envelope and saves nothing', async () => {
  const saved: string[] = [];
  connect([envelope('FORBIDDEN', null, 403, 'No permission to export')], {save: (_, name) => saved.push(name)});
  const error = await rejection(http.download('/legal-cases/export'));
  assert.ok(error instanceof ApiError);
  assert.equal(error.code, 'FORBIDDEN');
  assert.equal(error.status, 403);
  connect([new Response('gateway timeout', {status: 504})], {save: (_, name) => saved.push(name)});
  assert.equal(((await rejection(http.download('/legal-cases/export'))) as ApiError).code, 'BAD_RESPONSE');
  connect([new TypeError('offline')], {save: (_, name) => saved.push(name)});
  assert.equal(((await rejection(http.download('/legal-cases/export'))) as ApiError).code, 'NETWORK_ERROR');
  assert.deepEqual(saved, []);
});

test('Content-Disposition names (RFC 6266): filename* over filename, quoted and escaped, no folders', () => {
  assert.equal(fileNameOf('attachment; filename=cases.xlsx'), 'cases.xlsx');
  assert.equal(fileNameOf('attachment; filename="2025 \\"Q2\\" cases.xlsx"'), '2025 "Q2" cases.xlsx');
  assert.equal(fileNameOf(`attachment; filename*=UTF-8''%E5%BA%AD%E5%AE%A1.xlsx; filename="hearings.xlsx"`), '庭审.xlsx');
  assert.equal(fileNameOf(`attachment; FILENAME*=utf-8'zh'%E6%A1%88%E4%BB%B6.xlsx`), '案件.xlsx');
  assert.equal(fileNameOf(`attachment; filename*=iso-8859-1'en'%A3%20rates.xlsx`), '£ rates.xlsx');
  // A malformed or unknown encoding falls back to filename.
  assert.equal(fileNameOf(`attachment; filename="cases.xlsx"; filename*=UTF-8''%E6%A1`), 'cases.xlsx');
  assert.equal(fileNameOf(`attachment; filename="cases.xlsx"; filename*=gbk''%B0%B8.xlsx`), 'cases.xlsx');
  assert.equal(fileNameOf('attachment; filename="../../etc/passwd"'), 'passwd');
  assert.equal(fileNameOf('attachment; filename="C:\\\\temp\\\\x.xlsx"'), 'x.xlsx');
  assert.equal(fileNameOf('attachment'), undefined);
  assert.equal(fileNameOf(null), undefined);
});

test('the browser saver clicks a temporary <a download> on an object URL of the blob', (t) => {
  const events: string[] = [];
  const anchor = {
    href: '',
    download: '',
    style: {display: ''},
    click: () => events.push(`click ${anchor.href} as ${anchor.download}`),
    remove: () => events.push('remove'),
  };
  const globals = globalThis as unknown as Record<string, unknown>;
  let blobSeen: Blob | undefined;
  t.mock.method(URL, 'createObjectURL', (blob: Blob) => ((blobSeen = blob), 'blob:fake-1'));
  t.mock.method(URL, 'revokeObjectURL', (url: string) => void events.push(`revoke ${url}`));
  globals.document = {
    createElement: (tag: string) => (assert.equal(tag, 'a'), anchor),
    body: {append: () => events.push('append')},
  };
  t.mock.timers.enable({apis: ['setTimeout']});
  try {
    const blob = new Blob(['x']);
    saveWithAnchor(blob, '案件.xlsx');
    assert.equal(blobSeen, blob);
    assert.deepEqual(events, ['append', 'click blob:fake-1 as 案件.xlsx', 'remove']);
    t.mock.timers.tick(60_000);
    assert.deepEqual(events.slice(3), ['revoke blob:fake-1']);
  } finally {
    t.mock.timers.reset();
    delete globals.document;
  }
});
