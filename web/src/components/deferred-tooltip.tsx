// A Mantine Tooltip that loads (with floating-ui, lib/on-demand.ts) when the pointer first comes over its target or
// the target gets the focus, for controls on the start pages (the home page's refresh button), which would
// otherwise load floating-ui at start. Once loaded it is the plain Tooltip (hover delay and looks unchanged); the
// target that had the focus keeps it.
import { cloneElement, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { onDemand } from '../lib/on-demand.ts';

const tooltip = onDemand(() => import('./tooltip-part.ts'));

type TargetProps = {
  ref?: React.Ref<HTMLElement>;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
};

export function DeferredTooltip({ label, children }: { label: ReactNode; children: ReactElement<TargetProps> }) {
  const loaded = tooltip.useModule();
  const targetRef = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  if (loaded && !hadFocus.current) {
    hadFocus.current = targetRef.current !== null && targetRef.current === document.activeElement;
  }
  useEffect(() => {
    if (loaded && hadFocus.current) targetRef.current?.focus();
  }, [loaded]);
  const start = () => {
    tooltip.load().catch(() => undefined);
  };
  if (loaded) {
    return <loaded.Tooltip label={label}>{cloneElement(children, { ref: targetRef })}</loaded.Tooltip>;
  }
  return cloneElement(children, {
    ref: targetRef,
    onPointerEnter: (event) => {
      start();
      children.props.onPointerEnter?.(event);
    },
    onFocus: (event) => {
      start();
      children.props.onFocus?.(event);
    },
  });
}
