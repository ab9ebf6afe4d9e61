/**
 * Runtime evidence for the "one React, one router" proof: the shell and every remote's exposed module register
 * the React module object and a react-router export they see. If federation handed anyone a second copy, a Set
 * grows past one element.
 */
export interface SingletonProbe {
  react: Set<unknown>;
  router: Set<unknown>;
  sources: string[];
}

declare global {
  interface Window {
    __PAC_SINGLETONS__?: SingletonProbe;
  }
}

export function registerSingletonProbe(source: string, react: unknown, router: unknown): SingletonProbe {
  const probe = (window.__PAC_SINGLETONS__ ??= { react: new Set(), router: new Set(), sources: [] });
  probe.react.add(react);
  probe.router.add(router);
  if (!probe.sources.includes(source)) probe.sources.push(source);
  return probe;
}
