import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { readAgeAnswer } from '../utils/age-cookie';
import { AgeGateModal } from './age-gate-modal';

/** Minors go home with the error toast (spec part 2 §8); once, even when effects run twice. */
function SendMinorHome() {
  const toast = useToast();
  const [, navigate] = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    toast('error', messages.ageRestricted);
    navigate(paths.root(), { replace: true });
  }, [toast, navigate]);
  return null;
}

/**
 * Shows its content only to visitors who said they are 21 or over (the answer kept in a cookie); asks first
 * when there is no answer yet. Closing the question goes home.
 */
export function AgeGated({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState(readAgeAnswer);
  const [, navigate] = useLocation();
  if (answer === 'adult') return children;
  if (answer === 'minor') return <SendMinorHome />;
  return <AgeGateModal onAnswer={setAnswer} onClose={() => navigate(paths.root())} />;
}
