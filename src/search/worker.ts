// Change: the local search plugin's worker (its client/theme/worker.js), swapped in by ./plugin.ts:
// it loads the same index file the same way and answers the same calls (fetchIndexes, search), but
// ranks with ./ranking.ts.
import * as Comlink from 'comlink';
// Also registers lunr's Chinese and multi-language support, which the index needs to load.
import {language, searchIndexUrl} from './adapter/generated';
import {loadIndexes, rankedSearch, type LoadedIndexes, type SearchResult, type SerializedIndexes} from './ranking';

const cache = new Map<string, Promise<LoadedIndexes>>();

async function fetchIndexes(baseUrl: string, searchContext: string): Promise<LoadedIndexes> {
  const key = `${baseUrl}${searchContext}`;
  let promise = cache.get(key);
  if (!promise) {
    const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
    // As the plugin: the index comes from this site only.
    if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected search index URL');
    promise = fetch(url)
      .then((response) => response.json() as Promise<SerializedIndexes>)
      .then(loadIndexes);
    cache.set(key, promise);
  }
  return promise;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await fetchIndexes(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    return rankedSearch(await fetchIndexes(baseUrl, searchContext), input, limit, language);
  }
}

Comlink.expose(SearchWorker);
