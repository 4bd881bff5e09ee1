/**
 * The member's icon (R7.11) where the site shows who is signed in (the wallet header's account
 * button, the member center header): the uploaded picture, else the name's first letter. Decorative
 * beside the name it stands next to, so screen readers skip it.
 */
export function MemberAvatar({
  imgUrl,
  name,
  className,
}: {
  imgUrl: string | null;
  name: string;
  className: string;
}) {
  if (imgUrl)
    return <img className={className} src={imgUrl} alt="" width={34} height={34} decoding="async" />;
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
