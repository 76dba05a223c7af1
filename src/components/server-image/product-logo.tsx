import { ServerImage } from './server-image';

/**
 * A product's logo from the server: a square of `size` px beside its name, so decorative (the
 * name is read next to it), with the name's initials when the picture fails.
 */
export function ProductLogo({
  src,
  name,
  size,
  className,
}: {
  src: string;
  name: string;
  size: number;
  className?: string;
}) {
  return (
    <ServerImage
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      initialsOf={name}
    />
  );
}
