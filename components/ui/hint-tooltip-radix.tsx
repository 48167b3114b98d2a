'use client';

import { Content, Portal, Provider, Root, Trigger } from '@radix-ui/react-tooltip';
import { useEffect, useRef, type ReactElement } from 'react';
import { tooltipDefaults } from '@/lib/providers-config';

export interface RadixHintProps {
  content: string;
  children: ReactElement;
  /** The trigger had keyboard focus when this code loaded: give it back (it remounts). */
  focusOnMount: boolean;
}

/** The Radix tooltip itself, in its own chunk (see hint-tooltip.tsx). */
export function RadixHint({ content, children, focusOnMount }: RadixHintProps) {
  // Typed as Radix types its trigger; the element may be a link as well.
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Only if focus went nowhere else while React swapped the trigger in (the old node's removal
    // leaves it on <body>): a Tab pressed in between has moved on, and is not pulled back.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusOnMount && focusLost) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <Provider delayDuration={tooltipDefaults.delayDuration} skipDelayDuration={tooltipDefaults.skipDelayDuration}>
      <Root>
        <Trigger asChild ref={trigger}>
          {children}
        </Trigger>
        <Portal>
          <Content sideOffset={6} className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lift">
            {content}
          </Content>
        </Portal>
      </Root>
    </Provider>
  );
}
