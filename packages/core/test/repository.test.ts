// createRepository (src/repository.ts): the five standard methods over http, on the paths of the
// generated controller, against a fake fetch that records each request.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {configureHttp, createRepository} from '../src/index';

type Sent = {method: string; url: string; body: unknown};

function connect(data: unknown[]): Sent[] {
  const sent: Sent[] = [];
  configureHttp({
    apiBaseUrl: '/api',
    fetch: (url, init) => {
      sent.push({method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined});
      return Promise.resolve(new Response(JSON.stringify({code: '0', message: 'OK', data: data.shift() ?? null, traceId: 't'})));
    },
  });
  return sent;
}

type Search = {title?: string; status?: string; filedOnFrom?: string};
type Row = {id: number; title: string};
type Form = {title: string};

test('page, get, create, update and remove: the generated controller’s methods and paths under apiBaseUrl', async () => {
  const page = {items: [{id: 1, title: 'A'}], total: 1, page: 2, size: 10};
  const sent = connect([page, {id: 1, title: 'A'}, {id: 2, title: 'B'}, {id: 1, title: 'A2'}, null]);
  const repository = createRepository<Search, Row, Row, Form>({resource: '/legal-cases'});
  assert.deepEqual(await repository.page({title: 'labour', status: ''}, {page: 2, size: 10, sort: 'filedOn,desc'}), page);
  assert.deepEqual(await repository.get(1), {id: 1, title: 'A'});
  assert.deepEqual(await repository.create({title: 'B'}), {id: 2, title: 'B'});
  assert.deepEqual(await repository.update(1, {title: 'A2'}), {id: 1, title: 'A2'});
  assert.equal(await repository.remove(1), undefined);
  assert.deepEqual(sent, [
    {method: 'GET', url: '/api/legal-cases?title=labour&page=2&size=10&sort=filedOn%2Cdesc', body: undefined},
    {method: 'GET', url: '/api/legal-cases/1', body: undefined},
    {method: 'POST', url: '/api/legal-cases', body: {title: 'B'}},
    {method: 'PUT', url: '/api/legal-cases/1', body: {title: 'A2'}},
    {method: 'DELETE', url: '/api/legal-cases/1', body: undefined},
  ]);
});

test('a page without a sort sends none; a key is escaped in its path, a composite key keeps its slashes', async () => {
  const sent = connect([{items: [], total: 0, page: 1, size: 20}, null, null]);
  const repository = createRepository<Search, Row, Row, Form>({resource: '/film-actors/'});
  await repository.page({}, {page: 1, size: 20, sort: undefined});
  await repository.get('A 1/2025-06-12');
  await repository.remove('x?y#z');
  assert.deepEqual(
    sent.map((s) => s.url),
    ['/api/film-actors?page=1&size=20', '/api/film-actors/A%201/2025-06-12', '/api/film-actors/x%3Fy%23z'],
  );
});
