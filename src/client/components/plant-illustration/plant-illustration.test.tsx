import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PLANT_FORMS, type PlantForm, type PlantGroup } from '#shared/plants/catalogue-terms.ts';
import { PlantIllustration } from './plant-illustration.tsx';

function picture(form: PlantForm | null, group: PlantGroup = 'vegetable', shape?: 'square') {
  const { container, unmount } = render(<PlantIllustration form={form} group={group} shape={shape} />);
  const svg = container.querySelector('svg')!;
  const drawn = { name: svg.getAttribute('data-picture'), setting: svg.getAttribute('data-setting'), svg };
  const markup = svg.innerHTML;
  unmount();
  return { ...drawn, markup };
}

describe('PlantIllustration', () => {
  test('draws every form but “other” as a picture of its own', () => {
    const drawn = PLANT_FORMS.filter((form) => form !== 'other').map((form) => picture(form));
    expect(drawn.map((p) => p.name)).toEqual(PLANT_FORMS.filter((form) => form !== 'other'));
    // No two forms share a drawing.
    expect(new Set(drawn.map((p) => p.markup)).size).toBe(drawn.length);
  });

  test('draws the neutral picture for “other” and for no form, never another plant', () => {
    const neutral = picture(null);
    expect(neutral.name).toBe('neutral');
    expect(picture('other').markup).toBe(neutral.markup);
    for (const form of PLANT_FORMS.filter((f) => f !== 'other')) expect(picture(form).markup).not.toBe(neutral.markup);
  });

  test('stands a houseplant in a pot and a garden plant in the ground', () => {
    expect(picture('foliage-plant', 'houseplant').setting).toBe('pot');
    expect(picture('foliage-plant', 'flower').setting).toBe('ground');
    // A cut-away of the soil, or a pot on a shelf, is part of the drawing.
    expect(picture('root', 'vegetable').setting).toBe('own');
    expect(picture('trailing-houseplant', 'houseplant').setting).toBe('own');
  });

  test('is decorative, and crops to a square for a thumbnail', () => {
    const { svg } = picture('citrus', 'fruit', 'square');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    expect(width).toBe(height);
  });
});
