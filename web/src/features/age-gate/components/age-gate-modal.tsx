import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { digitsOnly } from '../../../utils/validation';
import { writeAgeAnswer } from '../utils/age-cookie';
import {
  type AgeAnswer,
  ageAnswerFor,
  type BirthDateErrors,
  type BirthDateInput,
  validateBirthDate,
} from '../utils/birth-date';
import * as styles from './age-gate-modal.css';

const fields = [
  { name: 'month', label: 'Month', placeholder: 'MM', maxLength: 2 },
  { name: 'day', label: 'Day', placeholder: 'DD', maxLength: 2 },
  { name: 'year', label: 'Year', placeholder: 'YYYY', maxLength: 4 },
] as const;

/** Asks for the date of birth; the answer ('adult' or 'minor') is stored before it is reported. */
export function AgeGateModal({
  onAnswer,
  onClose,
}: {
  onAnswer: (answer: AgeAnswer) => void;
  onClose: () => void;
}) {
  const [input, setInput] = useState<BirthDateInput>({ month: '', day: '', year: '' });
  const [errors, setErrors] = useState<BirthDateErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const found = validateBirthDate(input, now);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = ageAnswerFor(input, now);
    writeAgeAnswer(answer);
    onAnswer(answer);
  };
  return (
    <Modal title="Enter your date of birth" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Date of birth">
        <p className={formStyles.hint}>You must be 21 or older to view this content.</p>
        <div className={styles.dateFields}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              inputMode="numeric"
              maxLength={field.maxLength}
              value={input[field.name]}
              onChange={(event) => setInput({ ...input, [field.name]: digitsOnly(event.target.value) })}
              error={errors[field.name]}
            />
          ))}
        </div>
        <Button type="submit">Enter</Button>
      </form>
    </Modal>
  );
}
