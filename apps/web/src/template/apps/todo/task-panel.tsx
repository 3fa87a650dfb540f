import { useEffect } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { NewTask, Task } from '../../../fake-api/types.ts';
import { CheckField } from '../shared/check-field.tsx';
import { usePanelForm } from '../shared/panel-form.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import { TextAreaField, InputField } from '../shared/input-field.tsx';
import { formFromTask, taskFormSchema, taskFromForm, type TaskForm } from './task-form-schema.ts';
import { TAG_COLORS, TAGS, type Assignee } from './todo-constants.ts';

interface TaskPanelProps {
  show: boolean;
  /** The task being edited; null adds a new one. */
  task: Task | null;
  people: Assignee[];
  rtl: boolean;
  onHide: () => void;
  onSave: (task: Partial<NewTask>) => Promise<void>;
  onDelete: (task: Task) => void;
  onRestore: (task: Task) => void;
}

/** Add or edit a task in a side panel. */
export function TaskPanel({ show, task, people, rtl, onHide, onSave, ...on }: TaskPanelProps) {
  const { t } = useTranslation();
  const { register, control, reset, errors, formState, onSubmit } = usePanelForm(taskFormSchema, {
    defaultValues: formFromTask(task),
    save: (form: TaskForm) => onSave(taskFromForm(form, people)),
    onHide,
    keepValues: true,
  });

  useEffect(() => {
    if (show) reset(formFromTask(task));
  }, [show, task, reset]);

  return (
    <SidePanel
      show={show}
      onHide={onHide}
      placement={rtl ? 'start' : 'end'}
      className="task-panel"
      titleId="task-panel-title"
      title={task ? t('todo.editTask') : t('todo.addTask')}
      closeLabel={t('todo.close')}
    >
      <form onSubmit={onSubmit} noValidate>
        <InputField
          className="mb-3"
          id="task-title"
          label={t('todo.fields.title')}
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="mb-3">
          <span id="task-assignee-label" className="form-label d-block">
            {t('todo.fields.assignee')}
          </span>
          <Controller
            control={control}
            name="assignee"
            render={({ field }) => {
              const current = people.find((p) => p.fullName === field.value);
              return (
                <Dropdown onSelect={(key) => field.onChange(key ?? '')}>
                  <Dropdown.Toggle
                    variant="outline-secondary"
                    className="w-100 d-flex align-items-center gap-2 text-start assignee-toggle"
                    aria-labelledby="task-assignee-label task-assignee-value"
                  >
                    {current && <img className="avatar avatar-xs" src={current.avatar} alt="" />}
                    <span id="task-assignee-value" className="flex-grow-1">
                      {current ? current.fullName : t('todo.unassigned')}
                    </span>
                  </Dropdown.Toggle>
                  <Dropdown.Menu className="w-100">
                    <Dropdown.Item as="button" type="button" eventKey="">
                      {t('todo.unassigned')}
                    </Dropdown.Item>
                    {people.map((p) => (
                      <Dropdown.Item
                        as="button"
                        type="button"
                        key={p.fullName}
                        eventKey={p.fullName}
                        active={p.fullName === field.value}
                        className="d-flex align-items-center gap-2"
                      >
                        <img className="avatar avatar-xs" src={p.avatar} alt="" />
                        {p.fullName}
                      </Dropdown.Item>
                    ))}
                  </Dropdown.Menu>
                </Dropdown>
              );
            }}
          />
        </div>
        <InputField
          className="mb-3"
          id="task-due"
          label={t('todo.fields.dueDate')}
          type="date"
          {...register('dueDate')}
        />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('todo.fields.tags')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {TAGS.map((tag) => (
              <span key={tag}>
                <input
                  type="checkbox"
                  className="btn-check"
                  id={`task-tag-${tag}`}
                  value={tag}
                  {...register('tags')}
                />
                <label
                  className={`btn btn-sm btn-outline-${TAG_COLORS[tag]} rounded-pill`}
                  htmlFor={`task-tag-${tag}`}
                >
                  {t(`todo.tags.${tag}`)}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          className="mb-3"
          id="task-description"
          label={t('todo.fields.description')}
          rows={4}
          {...register('description')}
        />
        <CheckField
          id="task-important"
          label={t('todo.fields.important')}
          toggle
          className="mb-4"
          {...register('isImportant')}
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {task ? t('todo.update') : t('todo.add')}
          </button>
          {task && (
            // A deleted task can be restored, any other deleted.
            <button
              type="button"
              className={`btn ${task.isDeleted ? 'btn-outline-success' : 'btn-outline-danger'}`}
              onClick={() => {
                (task.isDeleted ? on.onRestore : on.onDelete)(task);
                onHide();
              }}
            >
              {task.isDeleted ? t('todo.restore') : t('todo.delete')}
            </button>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('todo.cancel')}
          </button>
        </div>
      </form>
    </SidePanel>
  );
}
