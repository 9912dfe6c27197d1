import { use, type ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { retryableImport } from '../../lib/retryable-import';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;
type LoadModule = () => Promise<RouteModule>;

/*
 * React Router keeps the first answer of a route's `lazy` for good, a failure included: a page whose
 * chunk did not arrive (offline) could then never open without reloading the whole app, and a reload
 * offline is the browser's own error page (issue 31). So a chunk that fails is answered by a stand-in
 * that imports it again after a retry (lib/retryable-import); its loader (or, when the route has a
 * loader of its own, its render) throws the chunk error to the route's error element, whose
 * "Tentar novamente" revalidates (app/errors/route-error-boundary). Other errors are thrown.
 */
export function retryableLazy(load: LoadModule, { ownLoader = false }: { ownLoader?: boolean } = {}): LoadModule {
  const module = retryableImport(load);

  function RetriedPage() {
    // `use` suspends until the import settles; a failure reaches the error element.
    const Page = (module.loaded() ?? use(module.get())).Component as ComponentType | null | undefined;
    return Page ? <Page /> : null;
  }

  const standIn: RouteModule = {
    Component: RetriedPage,
    shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => module.loaded()?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
    ...(ownLoader
      ? {}
      : {
          loader: async (args: LoaderFunctionArgs) => {
            const { loader } = await module.get();
            return typeof loader === 'function' ? await loader(args) : null;
          },
        }),
  };

  return async () => {
    try {
      return await module.get();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return standIn;
    }
  };
}
