import { useId } from 'react';
import { complaintStartStrings as t } from '../../../strings/complaint-start';
import type { TypeOption } from '../api/problem-types';
import { COLLECTION_TYPE } from '../rules/question-type-rules';
import styles from './complaints.module.css';

/** 'Select question type': icon tiles; type 1 opens its sub-type list beneath. */
export function QuestionTypes({
  types,
  subTypes,
  expanded,
  onType,
  onSubType,
}: {
  types: readonly TypeOption[];
  subTypes: readonly TypeOption[];
  expanded: boolean;
  onType: (type: TypeOption) => void;
  onSubType: (subType: TypeOption) => void;
}) {
  const subListId = useId();
  const collection = types.find((type) => type.value === COLLECTION_TYPE);
  return (
    <>
      <ul className={styles.typeGrid}>
        {types.map((type) => {
          const isCollection = type.value === COLLECTION_TYPE;
          return (
            <li key={type.value}>
              <button
                type="button"
                className={`${styles.typeTile} ${isCollection && expanded ? styles.typeOpen : ''}`}
                aria-expanded={isCollection ? expanded : undefined}
                aria-controls={isCollection && expanded ? subListId : undefined}
                onClick={() => onType(type)}
              >
                {type.icon ? (
                  <img src={type.icon} alt="" width={40} height={40} className={styles.typeIcon} />
                ) : (
                  <span className={styles.typeIcon} aria-hidden="true" />
                )}
                <span className={styles.typeName}>{type.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {expanded && collection ? (
        <ul id={subListId} className={styles.subList} aria-label={t.subTypesOf(collection.title)}>
          {subTypes.map((subType) => (
            <li key={subType.value}>
              <button type="button" className={styles.subItem} onClick={() => onSubType(subType)}>
                <span>{subType.title}</span>
                <span aria-hidden="true" className={styles.chevron}>
                  ›
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
