'use client';

import { useRef, useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { RadixHintProps } from './hint-tooltip-radix';

interface HintTooltipProps {
  content: string;
  /** The trigger: a link or button that works on its own (touch screens never see the tooltip). */
  children: ReactElement;
}

/**
 * A Radix tooltip whose code loads on the first mouse hover or keyboard focus of
 * its trigger; until then the trigger is the plain server-rendered element.
 */
export function HintTooltip({ content, children }: HintTooltipProps) {
  const [Radix, setRadix] = useState<ComponentType<RadixHintProps> | null>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  if (Radix) {
    return (
      <Radix content={content} focusOnMount={focusOnMount}>
        {children}
      </Radix>
    );
  }

  const load = () => {
    void import('./hint-tooltip-radix').then((module) => {
      // The trigger remounts inside Radix. Give it focus back only if it still has it: a
      // keyboard user may have tabbed on while the code loaded, and must not be pulled back.
      setFocusOnMount(wrapper.current?.contains(document.activeElement) ?? false);
      setRadix(() => module.RadixHint);
    });
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') load();
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) load();
  };

  return (
    <span ref={wrapper} className="contents" onPointerOver={onPointerOver} onFocus={onFocus}>
      {children}
    </span>
  );
}
