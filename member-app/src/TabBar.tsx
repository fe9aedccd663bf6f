import { useEffect, useRef, useState } from 'react';
import { memberAppMessages as t } from '@gym/contracts/memberApp/messages';

/**
 * The bottom menu at phone width (issue 25): the main tabs and 'Mais', which opens the rest above the bar.
 * 'Mais' is a disclosure button (aria-expanded, aria-controls); the open panel takes the focus on its first
 * entry, Escape or a tap outside closes it (the focus goes back to 'Mais'), and choosing an entry closes it.
 * The active tab carries aria-current="page"; 'Mais' is marked (class current) while one of its entries is active.
 */
export function TabBar<Tab extends string>({
  main,
  more,
  labels,
  active,
  onSelect,
}: {
  main: readonly Tab[];
  more: readonly Tab[];
  labels: Record<Tab, string>;
  active: Tab;
  onSelect: (tab: Tab) => void;
}) {
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const outside = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      moreButton.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const choose = (tab: Tab) => {
    setOpen(false);
    onSelect(tab);
  };
  const inMore = more.includes(active);
  return (
    <nav className="tabs" aria-label={t.menu} ref={nav}>
      {open ? (
        <div className="more-panel" id="menu-mais" role="group" aria-label={t.more} ref={panel}>
          {more.map((key) => (
            <button
              key={key}
              type="button"
              aria-current={active === key ? 'page' : undefined}
              onClick={() => choose(key)}
            >
              {labels[key]}
            </button>
          ))}
        </div>
      ) : null}
      {main.map((key) => (
        <button key={key} type="button" aria-current={active === key ? 'page' : undefined} onClick={() => choose(key)}>
          {labels[key]}
        </button>
      ))}
      <button
        ref={moreButton}
        type="button"
        className={inMore ? 'more current' : 'more'}
        aria-expanded={open}
        aria-controls="menu-mais"
        onClick={() => setOpen((was) => !was)}
      >
        {t.more}
      </button>
    </nav>
  );
}
