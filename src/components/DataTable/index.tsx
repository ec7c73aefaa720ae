// Renders a TableSpec (./spec.ts) as an HTML table inside a ScrollRegion: the first cell of each row is its header.
import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollRegion from '@site/src/components/ScrollRegion';
import type {Cell, TableSpec} from './spec';

function Content({cell}: {cell: Cell}): ReactNode {
  const text = cell.code ? <code>{cell.text}</code> : cell.text;
  return cell.href ? <Link to={cell.href}>{text}</Link> : text;
}

export default function DataTable({spec}: {spec: TableSpec}): ReactNode {
  return (
    <ScrollRegion label={spec.caption}>
      <table>
        <caption>{spec.caption}</caption>
        <thead>
          <tr>
            {spec.columns.map((column) => (
              <th key={column.text} scope="col">
                <Content cell={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.map(([head, ...cells]) => (
            <tr key={head.text}>
              <th scope="row">
                <Content cell={head} />
              </th>
              {cells.map((cell, index) => (
                <td key={index}>
                  <Content cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
