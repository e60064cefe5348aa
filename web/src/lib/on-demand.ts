// A part of the page that the page shows at start only as its trigger (the user menu's button, the language
// switcher's field) and whose working part (the menu, the select with its dropdown: Mantine's Menu, Combobox,
// Popover and floating-ui) loads when the user reaches for it: pointer over, touch, focus or click. So the start
// pages do not load code for dropdowns nobody has opened yet (issue 10, first load; docs/performance.md). The
// trigger is drawn like the working part's, so nothing moves or flashes when it is replaced.
import { useSyncExternalStore } from 'react';

export type OnDemand<M> = {
  /** Starts loading (once; again after a failure) and resolves to the module. */
  load: () => Promise<M>;
  /** The module once it has loaded (re-renders the component then), else undefined. */
  useModule: () => M | undefined;
};

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const load = () => {
    loading ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk request (offline) is tried again on the next demand.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    useModule: () =>
      useSyncExternalStore(
        subscribe,
        () => module,
        () => module,
      ),
  };
}

/**
 * Event handlers for a trigger that start loading when the user reaches for it; `onOpen` runs on a click (or
 * Enter/Space, which click a button) so the caller can open the working part as soon as it is there.
 */
export function demandHandlers(load: () => Promise<unknown>, onOpen: () => void) {
  const start = () => {
    load().catch(() => undefined);
  };
  return {
    onPointerEnter: start,
    onTouchStart: start,
    onFocus: start,
    onClick: () => {
      onOpen();
      start();
    },
  };
}
