import type { ContentImage } from "./content-image.ts";

interface Props {
  readonly image: ContentImage;
  readonly className: string;
  /** The width it is shown at (its 2x image is twice that). */
  readonly width: number;
  /** Set where the picture is square by design (navigation teasers). */
  readonly height?: number;
}

/** A content image as blocks show it: its sizes from `contentImage`, loaded when near. */
export function ContentImg({ image, className, width, height }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      alt={image.alt}
      width={width}
      height={height}
      loading="lazy"
    />
  );
}
