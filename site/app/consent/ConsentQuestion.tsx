import { ConsentBar } from '@cg/ui';
import { useEffect, useRef } from 'react';
import { askConsent, type ConsentQuestionProps } from './askConsent';
import { consentBarContent } from './consentBarContent';
import { InlineScript } from '../lib/InlineScript';
import showAtFirstPaint from './showQuestionAtFirstPaint.inline.ts?inline-script';

/**
 * The question on advertising measurement as the page's HTML has it: hidden, shown before the first paint by the
 * script after it when this device holds no answer at all, and answered by askConsent (the consent island), which
 * reserves the room at the page's end itself.
 */
export function ConsentQuestion(props: ConsentQuestionProps) {
  const question = useRef<HTMLDivElement>(null);
  // Where React renders it (a page hydrated whole); a page of islands starts the same code without React.
  useEffect(() => (question.current ? askConsent(question.current, props) : undefined), [props]);
  return (
    <>
      <div ref={question} hidden data-consent-question>
        <ConsentBar {...consentBarContent} reserveRoom={false} />
      </div>
      <InlineScript code={showAtFirstPaint} />
    </>
  );
}
