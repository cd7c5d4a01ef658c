/**
 * C-44: the notice that mobile service is not offered for the chosen make. The live region is always
 * in the page so the notice is announced when it appears.
 */
export function MakeNotice({ id, text }: { id: string; text: string | null }) {
  return (
    <div id={id} role="alert" className={text ? 'vehicle-notice vehicle-notice--warning' : 'vehicle-notice--empty'}>
      {text ? <p>{text}</p> : null}
    </div>
  );
}
