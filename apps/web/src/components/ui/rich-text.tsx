import type { ElementType } from 'react';
import classes from './rich-text.module.css';

interface RichTextProps {
  /** HTML that the server has already sanitised (category descriptions, home texts, content pages). */
  html: string;
  component?: ElementType;
  className?: string;
}

/** Typography for server-provided HTML (headings, paragraphs, lists, links). */
export function RichText({ html, component: Component = 'div', className }: RichTextProps) {
  return (
    <Component
      className={className ? `${classes.root} ${className}` : classes.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML (lib/html.ts) before it sends it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
