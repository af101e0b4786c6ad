import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useFetcher } from 'react-router';
import { canMoveStage, type TApplicant, type TApplicationStage } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { MatchScore } from '../../components/match-score.tsx';
import type { TApplicantsData } from './applications.server.ts';
import { BULK_FORM_ID } from './bulk-bar.tsx';
import { PipelineMarks } from './pipeline-panel.tsx';
import { StageForm } from './applicant-card.tsx';
import { boardKeyStep } from './board-keys.ts';
import { useMemberCan } from '../../lib/company-access.ts';

/** A card being moved by keyboard: who, and the stage chosen so far (null: none chosen yet). */
interface TPicked {
  applicant: TApplicant;
  target: TApplicationStage | null;
}

/**
 * The job's applicants as a board, a column per stage (decision 111). A card moves by drag and drop, or by keyboard:
 * Space or Enter on its "Move" button picks it up, the arrow keys go through the stages it may move to (the stage
 * rule of the contract, canMoveStage), Enter moves it there and Escape puts it back; a live region says each step.
 * The move is the same stage change as the list's form (which each card also has, for a browser without JavaScript).
 */
export function PipelineBoard({ data, openTo }: { data: TApplicantsData; openTo: (id: number) => string }) {
  const { t, locale, dir } = useI18n();
  const fetcher = useFetcher();
  // Moving and picking applicants are for roles that may change stages (decision 148); a viewer reads the board.
  const canMove = useMemberCan()('applicants:write');
  const [picked, setPicked] = useState<TPicked | null>(null);
  const [dragged, setDragged] = useState<TApplicant | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stageName = (stage: TApplicationStage) => t(`enum.company_stage.${stage}`);

  const move = (applicant: TApplicant, stage: TApplicationStage) => {
    setAnnouncement(t('pipeline.board.moving', { name: applicant.name, stage: stageName(stage) }));
    void fetcher.submit({ intent: 'stage', id: String(applicant.id), stage }, { method: 'post', preventScrollReset: true });
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, applicant: TApplicant) => {
    if (!picked || picked.applicant.id !== applicant.id) {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      setPicked({ applicant, target: null });
      setAnnouncement(applicant.next_stages.length ? t('pipeline.board.picked', { name: applicant.name, stage: stageName(applicant.stage) }) : t('pipeline.board.noTarget'));
      return;
    }
    const step = boardKeyStep(event.key, applicant.next_stages, picked.target, dir);
    if (!step) return;
    event.preventDefault();
    if (step.kind === 'cancel') {
      setPicked(null);
      setAnnouncement(t('pipeline.board.cancelled'));
    } else if (step.kind === 'target') {
      setPicked({ applicant, target: step.stage });
      setAnnouncement(t('pipeline.board.target', { stage: stageName(step.stage) }));
    } else {
      move(applicant, step.stage);
      setPicked(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>, stage: TApplicationStage) => {
    event.preventDefault();
    if (dragged && canMoveStage(dragged.stage, stage)) move(dragged, stage);
    setDragged(null);
  };

  return (
    <section aria-labelledby="board-title" data-testid="board">
      <Title order={2} size="h4" id="board-title">
        {t('pipeline.board.title')}
      </Title>
      <Text size="sm" c="dimmed" id="board-help" mb="sm">
        {t('pipeline.board.help')}
      </Text>
      <div className="pipeline-board">
        {data.columns.map((column) => {
          const isTarget = picked?.target === column.stage || (dragged !== null && canMoveStage(dragged.stage, column.stage));
          return (
            <Paper
              key={column.stage}
              withBorder
              component="section"
              className="pipeline-column"
              data-stage={column.stage}
              data-target={isTarget || undefined}
              aria-labelledby={`column-${column.stage}`}
              onDragOver={(event: DragEvent<HTMLElement>) => {
                if (dragged && canMoveStage(dragged.stage, column.stage)) event.preventDefault();
              }}
              onDrop={(event: DragEvent<HTMLElement>) => onDrop(event, column.stage)}
              data-testid="board-column"
            >
              <Text fw={700} size="sm" id={`column-${column.stage}`} component="h3" m={0} mb="xs">
                {t('pipeline.board.column', { stage: stageName(column.stage), count: formatInteger(column.total, locale) ?? '' })}
              </Text>
              {isTarget && dragged && (
                <Text size="xs" c="dimmed" mb="xs">
                  {t('pipeline.board.dropHere', { stage: stageName(column.stage) })}
                </Text>
              )}
              <Stack gap="xs" component="ul" className="pipeline-cards">
                {column.items.length === 0 && (
                  <Text size="sm" c="dimmed" component="li">
                    {t('pipeline.board.empty')}
                  </Text>
                )}
                {column.items.map((applicant) => (
                  <Paper
                    key={applicant.id}
                    component="li"
                    withBorder
                    p="xs"
                    className="pipeline-card"
                    draggable={canMove && applicant.next_stages.length > 0}
                    onDragStart={(event: DragEvent<HTMLElement>) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(applicant.id));
                      setDragged(applicant);
                    }}
                    onDragEnd={() => setDragged(null)}
                    data-picked={picked?.applicant.id === applicant.id || undefined}
                    data-testid="board-card"
                    data-application-id={applicant.id}
                  >
                    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                      {canMove && <Checkbox name="ids" value={applicant.id} form={BULK_FORM_ID} aria-label={t('pipeline.select', { name: applicant.name })} size="xs" mt={4} />}
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Anchor component={Link} to={openTo(applicant.id)} fw={600} size="sm">
                          <bdi>{applicant.name}</bdi>
                        </Anchor>
                        <MatchScore score={applicant.match_score} />
                        <PipelineMarks applicant={applicant} />
                      </Stack>
                    </Group>
                    {canMove && applicant.next_stages.length > 0 && (
                      <Group gap="xs" mt="xs" justify="space-between" wrap="wrap">
                        <Button
                          size="compact-xs"
                          variant={picked?.applicant.id === applicant.id ? 'filled' : 'light'}
                          aria-describedby="board-help"
                          aria-pressed={picked?.applicant.id === applicant.id}
                          aria-label={t('pipeline.board.handle', { name: applicant.name })}
                          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onHandleKey(event, applicant)}
                          onBlur={() => {
                            if (picked?.applicant.id === applicant.id) setPicked(null);
                          }}
                          data-testid="board-handle"
                        >
                          {t('applicants.move')}
                        </Button>
                        <details className="pipeline-card__form">
                          <summary>
                            <Text component="span" size="xs">
                              {t('applicants.moveTo')}
                            </Text>
                          </summary>
                          <StageForm applicant={applicant} />
                        </details>
                      </Group>
                    )}
                  </Paper>
                ))}
                {column.total > column.items.length && (
                  <Text size="xs" component="li">
                    <Anchor component={Link} to={`?${new URLSearchParams({ stage: column.stage })}`}>
                      {t('pipeline.board.more', { count: formatInteger(column.total - column.items.length, locale) ?? '' })}
                    </Anchor>
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </div>
      <div aria-live="assertive" role="status" className="visually-hidden" data-testid="board-live">
        {announcement}
      </div>
    </section>
  );
}
