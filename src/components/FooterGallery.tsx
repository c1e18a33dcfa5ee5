import { useRef } from 'react';
import { FOOTER_GALLERY_SCROLL_PX } from '../../shared/constants.ts';
import { gallery } from '../i18n/english/gallery.ts';
import { galleryPhotos } from '../../shared/photos.ts';
import { useMessages } from '../i18n/messages.ts';
import { scrollBehavior } from '../lib/motion.ts';
import { Picture } from './Picture.tsx';

/** 'Building Career in action': a strip of photos scrolled by arrow buttons, touch or keyboard. */
export function FooterGallery() {
  const texts = useMessages('gallery', gallery);
  const strip = useRef<HTMLDivElement>(null);
  const scroll = (direction: -1 | 1) =>
    strip.current?.scrollBy({ left: direction * FOOTER_GALLERY_SCROLL_PX, behavior: scrollBehavior() });

  return (
    <section className="footer-gallery" aria-labelledby="footer-gallery-title">
      <h2 id="footer-gallery-title" className="footer-gallery__title">
        {texts.title}
      </h2>
      <div className="footer-gallery__body">
        <button type="button" className="footer-gallery__arrow" aria-label={texts.scrollLeft} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
        <div ref={strip} className="footer-gallery__strip" role="region" aria-label={texts.strip} tabIndex={0}>
          <ul>
            {galleryPhotos.map((photo, index) => (
              <li key={photo.src}>
                <Picture photo={photo} alt={texts.alts[index]!} />
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="footer-gallery__arrow" aria-label={texts.scrollRight} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
