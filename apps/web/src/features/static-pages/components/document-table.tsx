import type { Block } from '../content/document'
import styles from './document-table.module.css'

/** A table; on a phone its rows become cards, each cell labelled with its column's heading (CSS). */
export function DocumentTable({ block }: { block: Extract<Block, { type: 'table' }> }) {
  return (
    <table className={styles.table}>
      <caption>{block.caption}</caption>
      <thead>
        <tr>
          {block.head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.rows.map(([header, ...cells]) => (
          <tr key={header}>
            <th scope="row">{header}</th>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row never move: the column is their identity
              <td key={index} data-label={block.head[index + 1]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
