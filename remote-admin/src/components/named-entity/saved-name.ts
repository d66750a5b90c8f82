import type { MessageAnswer } from '@portal/contract';

/** The name a write answered with (`{ message, detail, <entity> }`), else the name that was sent. */
export function savedName(answer: MessageAnswer, answerKey: string, sent: string): string {
  const row = answer[answerKey] as { name?: unknown } | undefined;
  return typeof row?.name === 'string' ? row.name : sent;
}
