import { useEffect, useRef, useState } from 'react';
import type { MemberAppBanner } from '@gym/contracts/memberAppCustomization/index';
import { memberAppHomeTexts as t } from '@gym/contracts/memberAppCustomization/appTexts';

/**
 * The gym's banners on Início (issue 25): a horizontal carousel with scroll snapping (swipe on a phone),
 * moving on every 5 s unless the member prefers reduced motion; a banner with a link opens it.
 */
export function Banners({ banners }: { banners: readonly MemberAppBanner[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (banners.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, 5000);
    return () => window.clearInterval(timer);
  }, [banners.length]);
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={t.banners} aria-roledescription="carousel">
      <ul
        ref={track}
        className="banner-track"
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {banners.map((b, i) => {
          const image = (
            <img
              src={b.imageUrl}
              alt={b.title ?? t.bannerOf(i + 1, banners.length)}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            <li key={b.id} className="banner" data-testid="banner" aria-label={t.bannerOf(i + 1, banners.length)}>
              {b.link ? (
                <a href={b.link} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? (
        <div className="dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.id} className={i === current ? 'dot on' : 'dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
