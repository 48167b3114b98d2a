'use client';

import { useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
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

  if (Radix) {
    return (
      <Radix content={content} focusOnMount={focusOnMount}>
        {children}
      </Radix>
    );
  }

  const load = (withFocus: boolean) => {
    if (withFocus) setFocusOnMount(true);
    void import('./hint-tooltip-radix').then((module) => setRadix(() => module.RadixHint));
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') load(false);
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) load(true);
  };

  return (
    <span className="contents" onPointerOver={onPointerOver} onFocus={onFocus}>
      {children}
    </span>
  );
}
