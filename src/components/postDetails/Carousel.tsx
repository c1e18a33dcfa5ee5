import { useEffect, useId, useState, type FocusEvent } from 'react';
import { DETAILS_CAROUSEL_INTERVAL_MS } from '../../../shared/constants.ts';
import type { ImageRef } from '../../../shared/types.ts';
import { DETAILS_IMAGE_SIZES } from '../../../shared/responsiveImage.ts';
import { PostImage } from '../PostImage.tsx';
import { useLanguage, useMessages } from '../../i18n/messages.ts';
import { postDetails as englishTexts } from '../../i18n/english/postDetails.ts';
import { fill } from '../../../shared/i18n/message.ts';

interface CarouselProps {
  images: ImageRef[];
  /** What the photos show, for their alt text. */
  subject: string;
  onOpen(image: ImageRef): void;
  /** Held still from outside, e.g. while one of its photos is open in the full view. */
  paused?: boolean;
}

/** 'Event Photos Gallery': one photo at a time, moving on every 10 s unless hovered or focused. */
export function Carousel({ images, subject, onOpen, paused = false }: CarouselProps) {
  const titleId = useId();
  const language = useLanguage();
  const texts = useMessages('postDetails', englishTexts);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = images.length;
  const still = paused || hovered || focused || count < 2;

  useEffect(() => {
    if (still) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), DETAILS_CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [still, index, count]);

  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <h2 id={titleId}>{texts.gallery}</h2>
      {/* Announce the photo that comes into view only when the visitor moved it, not every 10 s. */}
      <div className="carousel__slides" aria-live={still ? 'polite' : 'off'}>
        {images.map((image, position) => (
          <div
            key={`${image.url}-${position}`}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(language, texts.slide, { position: position + 1, count })}
            hidden={position !== index}
          >
            <button type="button" className="carousel__open" onClick={() => onOpen(image)}>
              <PostImage
                image={image}
                alt={fill(language, texts.photoAlt, { position: position + 1, count, subject })}
                sizes={DETAILS_IMAGE_SIZES}
                width={960}
                height={540}
              />
            </button>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__step" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{texts.previousPhoto}</span>
          </button>
          <span className="carousel__position" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="carousel__step" onClick={() => step(1)}>
            <span className="visually-hidden">{texts.nextPhoto}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
