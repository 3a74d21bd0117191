/**
 * The generation for the playground's current input, made in a Web Worker (./worker.ts) so that the
 * page answers every keystroke at once, whatever the size of the input. The last generation stays
 * on screen, and `busy` is true, until the one for the current input arrives. While the worker is
 * at work on one input, only the newest of the inputs typed meanwhile waits to be sent: a run of
 * keystrokes over a 5 MB dump costs two generations, not one per key. `slow` says that the visitor
 * has been waiting long enough to notice (250 ms): the page then says it is at work.
 */
import {useEffect, useRef, useState} from 'react';
import {generateInPlayground, type Generation, type GenerationRequest, type WorkerAnswer} from './generation';

/** How long a wait goes unannounced, in milliseconds. */
const SLOW = 250;

type Answered = {readonly request: GenerationRequest; readonly generation: Generation | undefined};

export function useGeneration(
  request: GenerationRequest,
  initial: Generation | undefined,
): {readonly generation: Generation | undefined; readonly busy: boolean; readonly slow: boolean} {
  // The first render's generation is made in the page (the server's markup has one too); undefined
  // when the input is too large to generate before the first paint.
  const [answered, setAnswered] = useState<Answered>(() => ({request, generation: initial}));
  const [slow, setSlow] = useState(false);
  const send = useRef<(next: GenerationRequest) => void>(undefined);

  useEffect(() => {
    let sent: {id: number; request: GenerationRequest} | undefined;
    let waiting: GenerationRequest | undefined;
    let ids = 0;
    let worker: Worker | undefined;
    let slowTimer: ReturnType<typeof setTimeout> | undefined;
    const answer = (generation: Generation) => {
      if (!sent) return;
      const done = sent.request;
      sent = undefined;
      setAnswered({request: done, generation});
      const next = waiting;
      waiting = undefined;
      if (next && next !== done) post(next);
      else {
        clearTimeout(slowTimer);
        slowTimer = undefined;
        setSlow(false);
      }
    };
    // Without a worker (a browser that refuses it), the page generates, after the keystroke is painted.
    const inPage = (next: GenerationRequest) => {
      setTimeout(() => answer(generateInPlayground(next)), 0);
    };
    const post = (next: GenerationRequest) => {
      if (sent) {
        waiting = next;
        return;
      }
      sent = {id: ++ids, request: next};
      slowTimer ??= setTimeout(() => setSlow(true), SLOW);
      if (worker) worker.postMessage({id: sent.id, request: next});
      else inPage(next);
    };
    try {
      worker = new Worker(new URL('./worker.ts', import.meta.url));
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        if (sent && event.data.id === sent.id) answer(event.data.generation);
      };
      worker.onerror = () => {
        worker?.terminate();
        worker = undefined;
        if (sent) inPage(sent.request);
      };
    } catch {
      worker = undefined;
    }
    send.current = post;
    return () => {
      send.current = undefined;
      clearTimeout(slowTimer);
      worker?.terminate();
    };
  }, []);

  useEffect(() => {
    if (answered.request !== request) send.current?.(request);
  }, [request, answered.request]);

  const busy = answered.request !== request;
  return {generation: answered.generation, busy, slow: busy && slow};
}
