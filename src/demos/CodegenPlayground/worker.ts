/**
 * The playground's generator, off the page's main thread: a 5 MB dump is read here while typing in
 * the page stays smooth. One message in (an id and a request), one out (the same id and the outcome);
 * the page sends the next request only when the last one is answered, so none pile up.
 */
import {generateInPlayground, type GenerationRequest, type WorkerAnswer} from './generation';

type Scope = {
  onmessage: ((event: MessageEvent<{id: number; request: GenerationRequest}>) => void) | null;
  postMessage(message: WorkerAnswer): void;
};

const scope = self as unknown as Scope;

scope.onmessage = (event) => {
  const {id, request} = event.data;
  scope.postMessage({id, generation: generateInPlayground(request)});
};
