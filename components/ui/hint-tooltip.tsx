'use client';

import {
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
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
  // Whether the trigger holds focus, kept by its own focus and blur events up to the moment Radix
  // swaps it: a Tab pressed after the code arrived but before React swapped the trigger in has
  // blurred it, and the keyboard user must not be pulled back to it (Tab would seem to skip the
  // footer's last links). Removing the focused node fires no blur React sees, so a trigger
  // that had focus when it was swapped still says so.
  const hasFocus = useRef(false);

  if (Radix) {
    return (
      <Radix content={content} hadFocus={() => hasFocus.current}>
        {children}
      </Radix>
    );
  }

  const load = () => {
    void import('./hint-tooltip-radix').then((module) => setRadix(() => module.RadixHint));
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') load();
  };
  const onFocus = (event: FocusEvent) => {
    hasFocus.current = true;
    if (event.target instanceof Element && event.target.matches(':focus-visible')) load();
  };
  const onBlur = () => {
    hasFocus.current = false;
  };

  return (
    <span className="contents" onPointerOver={onPointerOver} onFocus={onFocus} onBlur={onBlur}>
      {children}
    </span>
  );
}
