/** Tables for the MDX pages (MDX has no GFM tables here): text with `code` spans in backticks. */
export function Rich({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string, in order.
        index % 2 === 1 ? <code key={index}>{piece}</code> : <span key={index}>{piece}</span>,
      )}
    </>
  );
}

export function DocTable({ head, rows }: { head: string[]; rows: string[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells, in column order.
              <td key={index}>
                <Rich text={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
