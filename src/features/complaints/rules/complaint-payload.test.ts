import { describe, expect, it } from 'vitest';
import { buildComplaintPayload, descriptionError } from './complaint-payload';

describe('complaint payload', () => {
  it('joins uploaded image URLs with commas', () => {
    expect(
      buildComplaintPayload({
        problemType: 1,
        problemSonType: 13,
        description: '  Calls at 6 AM  ',
        imageUrls: ['/api/sandbox/uploads/a.jpg', '/api/sandbox/uploads/b.jpg'],
        orderNo: 'PL2024180',
      }),
    ).toEqual({
      problemType: 1,
      problemSonType: 13,
      problemDetail: 'Calls at 6 AM',
      problemImage: '/api/sandbox/uploads/a.jpg,/api/sandbox/uploads/b.jpg',
      orderNo: 'PL2024180',
    });
  });

  it('sends an empty problemImage and sub-type when there are none', () => {
    const payload = buildComplaintPayload({
      problemType: 5,
      description: 'Add reminders',
      imageUrls: [],
      orderNo: 'PL2024200',
    });
    expect(payload.problemImage).toBe('');
    expect(payload.problemSonType).toBe('');
  });

  it('refuses an empty or blank description with the spec message', () => {
    expect(descriptionError('')).toBe('Please fill in your comments and suggestions');
    expect(descriptionError('   \n ')).toBe('Please fill in your comments and suggestions');
    expect(descriptionError('Rude collector')).toBeNull();
  });
});
