import plain from './plain.module.css';

/** A quiet message where a list is empty or could not be loaded (plain HTML). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className={`${plain.paper} ${plain.empty}`}>
      <p>{text}</p>
    </div>
  );
}
