import { useState } from 'react';

/** A tire photo, or a plain tire drawing when there is none or it fails to load. Decorative (the name is in the heading). */
export function TireImage({ src, className }: { src: string | null; className: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r="44" fill="#2d3748" />
        <circle cx="50" cy="50" r="24" fill="#c9d1d9" />
        <circle cx="50" cy="50" r="8" fill="#8a939c" />
      </svg>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
