'use client';

import { Content, Portal, Provider, Root, Trigger } from '@radix-ui/react-tooltip';
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { tooltipDefaults } from '@/lib/providers-config';

export interface RadixHintProps {
  content: string;
  children: ReactElement;
  /** Whether the trigger had focus when it was swapped for this one (it remounts): read once, at the swap. */
  hadFocus: () => boolean;
}

/** The Radix tooltip itself, in its own chunk (see hint-tooltip.tsx). */
export function RadixHint({ content, children, hadFocus }: RadixHintProps) {
  // Typed as Radix types its trigger; the element may be a link as well.
  const trigger = useRef<HTMLButtonElement>(null);
  // A layout effect runs in the task that swapped the trigger, so no key press can find focus on
  // <body>, where the old node's removal left it. Only if focus went nowhere else: a Tab pressed in
  // between has moved on, and is not pulled back.
  useLayoutEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus() && focusLost) trigger.current?.focus();
    // Once, when the trigger is swapped in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Provider
      delayDuration={tooltipDefaults.delayDuration}
      skipDelayDuration={tooltipDefaults.skipDelayDuration}
    >
      <Root>
        <Trigger asChild ref={trigger}>
          {children}
        </Trigger>
        <Portal>
          <Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lift"
          >
            {content}
          </Content>
        </Portal>
      </Root>
    </Provider>
  );
}
