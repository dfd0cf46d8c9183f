import { actionAnswer, replayRequest, type RecordedAction } from './recorded-actions';

/** The router state Next's client sends, as the browser encoded it (recorded on /doctor/appointment/72). */
const routerState = (segments: unknown) => encodeURIComponent(JSON.stringify(['', { children: ['doctor', { children: segments }, null, null, 0] }, null, null, 16]));
const decodedState = (header: string) => JSON.parse(decodeURIComponent(header)) as unknown;

const headers = (path: string, segments: unknown, type = 'text/plain;charset=UTF-8') => ({
  accept: 'text/x-component',
  'content-type': type,
  'next-action': '7f636f956a4bfa68da063aa72a65146dc0068955bb',
  'next-router-state-tree': routerState(segments),
  referer: `http://localhost:3970${path}`,
});

const checkIn: RecordedAction = {
  name: 'check in',
  path: '/doctor/appointment/72',
  headers: headers('/doctor/appointment/72', ['appointment', { children: [['id', '72', 'd', null], { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] }, null, null, 0]),
  body: '[{"id":72,"status":"arrived"}]',
  slots: { appointmentId: '72' },
};

const booking: RecordedAction = {
  name: 'book follow-up',
  path: '/doctor/appointments?book=1',
  headers: headers('/doctor/appointments?book=1', ['appointments', { children: ['__PAGE__?{"book":"1"}', {}, null, null, 0] }, null, null, 0]),
  body: '[{"patientId":1,"date":"2026-12-03","time":"10:00","type":"checkup","doctorId":1}]',
  slots: { patientId: '1', date: '2026-12-03', time: '10:00' },
};

describe('replayRequest', () => {
  it('replaces the appointment in the body, the path, the router state and the referer, and nothing else', () => {
    const replay = replayRequest(checkIn, { appointmentId: '1072' });
    expect(replay.body).toBe('[{"id":1072,"status":"arrived"}]');
    expect(replay.path).toBe('/doctor/appointment/1072');
    expect(replay.headers.referer).toBe('http://localhost:3970/doctor/appointment/1072');
    expect(JSON.stringify(decodedState(replay.headers['next-router-state-tree']))).toContain('["id","1072","d",null]');
    expect(replay.headers['next-action']).toBe(checkIn.headers['next-action']);
    expect(replay.headers['content-type']).toBe('text/plain;charset=UTF-8');
  });

  it('sends a completion on another visit as the doctor confirms one not yet begun, whatever the recorded visit was', () => {
    const completion: RecordedAction = { ...checkIn, name: 'complete visit', body: '[{"id":72,"status":"completed"}]' };
    expect(JSON.parse(replayRequest(completion, { appointmentId: '1072' }).body)).toEqual([{ id: 1072, status: 'completed', early: true }]);
    const recordedEarly: RecordedAction = { ...completion, body: '[{"id":72,"status":"completed","early":true}]' };
    expect(JSON.parse(replayRequest(recordedEarly, { appointmentId: '5' }).body)).toEqual([{ id: 5, status: 'completed', early: true }]);
    // A check-in is no completion: nothing is added.
    expect(JSON.parse(replayRequest(checkIn, { appointmentId: '5' }).body)).toEqual([{ id: 5, status: 'arrived' }]);
  });

  it('keeps the recorded request when no slot changes, and leaves the recorded action as it was', () => {
    const before = JSON.stringify(checkIn);
    expect(replayRequest(checkIn, {})).toEqual({ path: checkIn.path, headers: checkIn.headers, body: checkIn.body });
    expect(replayRequest(checkIn, { appointmentId: '72', patientId: '9' })).toEqual({ path: checkIn.path, headers: checkIn.headers, body: checkIn.body });
    replayRequest(checkIn, { appointmentId: '5' });
    expect(JSON.stringify(checkIn)).toBe(before);
  });

  it('matches whole values at the keys naming a slot, never a number that merely equals it elsewhere or a substring', () => {
    // The doctor is 1 too, and the date holds "1" as a substring: only patientId changes.
    const replay = replayRequest(booking, { patientId: '345' });
    expect(JSON.parse(replay.body)).toEqual([{ patientId: 345, date: '2026-12-03', time: '10:00', type: 'checkup', doctorId: 1 }]);
    expect(replay.path).toBe('/doctor/appointments?book=345');
    expect(replay.headers.referer).toBe('http://localhost:3970/doctor/appointments?book=345');
    expect(JSON.stringify(decodedState(replay.headers['next-router-state-tree']))).toContain(JSON.stringify('__PAGE__?{"book":"345"}'));
  });

  it('replaces the date and time of a booking, strings staying strings', () => {
    const replay = replayRequest(booking, { date: '2026-12-10', time: '11:30' });
    expect(JSON.parse(replay.body)).toEqual([{ patientId: 1, date: '2026-12-10', time: '11:30', type: 'checkup', doctorId: 1 }]);
    expect(replay.path).toBe(booking.path);
  });

  it('replaces ids nested in arrays (a lab result) and in the query, and the query parameters that are paths', () => {
    const results: RecordedAction = {
      name: 'enter results',
      path: '/doctor/lab?list=in-progress',
      headers: headers('/doctor/lab?list=in-progress', ['lab', {}, null, null, 0]),
      body: '[{"orderId":20,"results":[{"testId":32,"value":"5.4"}]}]',
      slots: { orderId: '20', testId: '32' },
    };
    expect(JSON.parse(replayRequest(results, { orderId: '88' }).body)).toEqual([{ orderId: 88, results: [{ testId: 32, value: '5.4' }] }]);
    expect(JSON.parse(replayRequest(results, { orderId: '88', testId: '7' }).body)).toEqual([{ orderId: 88, results: [{ testId: 7, value: '5.4' }] }]);

    const atVisit: RecordedAction = {
      name: 'write prescription',
      path: '/doctor/prescription/create-prescription?patient=4&appointment=40&returnTo=%2Fdoctor%2Fappointment%2F40',
      headers: headers('/doctor/prescription/create-prescription', ['prescription', {}, null, null, 0]),
      body: '[{"patientId":4,"appointmentId":40,"medicines":[{"medicineId":4,"doseAmount":40}]}]',
      slots: { patientId: '4', appointmentId: '40' },
    };
    const replay = replayRequest(atVisit, { patientId: '14', appointmentId: '140' });
    expect(replay.path).toBe('/doctor/prescription/create-prescription?patient=14&appointment=140&returnTo=%2Fdoctor%2Fappointment%2F140');
    expect(JSON.parse(replay.body)).toEqual([{ patientId: 14, appointmentId: 140, medicines: [{ medicineId: 4, doseAmount: 40 }] }]);
  });

  it('gives a registration its new name and phone, the rest as recorded', () => {
    const registration: RecordedAction = {
      name: 'register patient',
      path: '/doctor/patients/new',
      headers: headers('/doctor/patients/new', ['patients', {}, null, null, 0]),
      body: '[{"firstName":"Ifeoma","lastName":"Recordedab1","dateOfBirth":"1986-04-12","phone":"+2348096408645","nextOfKinPhone":"","email":"","differentPerson":false}]',
      slots: { name: 'Recordedab1', phone: '+2348096408645' },
    };
    const replay = replayRequest(registration, { name: 'Replayed9', phone: '+2348011122233' });
    expect(JSON.parse(replay.body)).toEqual([
      { firstName: 'Ifeoma', lastName: 'Replayed9', dateOfBirth: '1986-04-12', phone: '+2348011122233', nextOfKinPhone: '', email: '', differentPerson: false },
    ]);
    expect(replay.path).toBe('/doctor/patients/new');
  });

  it("keeps React's escape of a string that begins with $", () => {
    const registration: RecordedAction = { ...checkIn, name: 'register patient', body: '[{"lastName":"$$Dollar","when":"$D2026-11-30T13:04:00.000Z"}]', slots: { name: '$Dollar' } };
    expect(JSON.parse(replayRequest(registration, { name: '$Other' }).body)).toEqual([{ lastName: '$$Other', when: '$D2026-11-30T13:04:00.000Z' }]);
  });

  it('replaces the fields of a multipart body, and the JSON of its parts', () => {
    const boundary = '----WebKitFormBoundaryAbC123';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\npatientId 12\r\n`;
    const action: RecordedAction = {
      name: 'record vitals',
      path: '/doctor/patients/12',
      headers: headers('/doctor/patients/12', ['patients', {}, null, null, 0], `multipart/form-data; boundary=${boundary}`),
      body: `${part('patientId', '12')}${part('weight', '12')}${part('0', '[{"patientId":12,"pulse":12}]')}${file}--${boundary}--\r\n`,
      slots: { patientId: '12' },
    };
    const replay = replayRequest(action, { patientId: '77' });
    expect(replay.body).toBe(`${part('patientId', '77')}${part('weight', '12')}${part('0', '[{"patientId":77,"pulse":12}]')}${file}--${boundary}--\r\n`);
    expect(replay.path).toBe('/doctor/patients/77');
  });

  it('replaces the fields of a url-encoded body', () => {
    const action: RecordedAction = {
      ...checkIn,
      name: 'order tests',
      headers: { ...checkIn.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'patientId=12&note=12+tablets',
      slots: { patientId: '12' },
    };
    expect(replayRequest(action, { patientId: '30' }).body).toBe('patientId=30&note=12+tablets');
  });
});

describe('actionAnswer', () => {
  it('takes an ActionResult with ok: true for success, with what the write answered', () => {
    const body = '0:{"a":"$@1","f":"","b":"build-1","q":"","i":false}\n1:{"ok":true,"data":{"id":27}}\n';
    expect(actionAnswer(200, body)).toEqual({ ok: true, data: { id: 27 } });
  });

  it('says the refusal in its message, past the debug rows of development', () => {
    const body =
      '0:{"a":"$@1","q":"","i":true,"b":"development"}\n1:D"$2"\n1:{"ok":false,"message":"A arrived appointment cannot become arrived: it can become completed, cancelled.","fieldErrors":"$undefined"}\n';
    expect(actionAnswer(200, body)).toEqual({ ok: false, detail: 'A arrived appointment cannot become arrived: it can become completed, cancelled.' });
  });

  it('reads the answer after the page the action re-rendered, with text rows of any length in UTF-8 bytes', () => {
    const text = 'Ŋgozi’s page\nwith a newline';
    const body = `2:T${Buffer.byteLength(text).toString(16)},${text}0:{"a":"$@1","f":[["children","$L3"]],"b":"b"}\n3:["$","div",null,{}]\n1:{"ok":false,"message":"$2"}\n`;
    expect(actionAnswer(200, body)).toEqual({ ok: false, detail: text });
  });

  it('takes an inline result, and an escaped message', () => {
    expect(actionAnswer(200, '0:{"a":{"ok":true,"data":null},"b":"x"}\n')).toEqual({ ok: true, data: null });
    expect(actionAnswer(200, '0:{"a":{"ok":false,"message":"$$5 is owed"},"b":"x"}\n')).toEqual({ ok: false, detail: '$5 is owed' });
  });

  it('is not ok for a failure of the server, a wrong status, or an answer that is no action result', () => {
    expect(actionAnswer(500, '0:{"a":"$@1","b":"x"}\n1:E{"digest":"2451"}\n')).toEqual({ ok: false, detail: 'status 500: the action failed on the server (digest 2451)' });
    expect(actionAnswer(409, 'Server Action unavailable.')).toEqual({ ok: false, detail: 'status 409: Server Action unavailable.' });
    expect(actionAnswer(307, '')).toEqual({ ok: false, detail: 'status 307' });
    expect(actionAnswer(200, '<!DOCTYPE html><html></html>')).toEqual({ ok: false, detail: 'no RSC answer (not an action call?)' });
    expect(actionAnswer(200, '0:{"b":"x"}\n').ok).toBe(false);
    // A refusal answered with another status still says its message.
    expect(actionAnswer(500, '0:{"a":"$@1"}\n1:{"ok":false,"message":"Session ended"}\n')).toEqual({ ok: false, detail: 'Session ended' });
  });

  it('takes a redirect (303) for success unless it carries a refusal', () => {
    expect(actionAnswer(303, '0:{"b":"x","f":[]}\n')).toEqual({ ok: true });
    expect(actionAnswer(303, '0:{"a":"$@1"}\n1:{"ok":false,"message":"No"}\n')).toEqual({ ok: false, detail: 'No' });
  });
});
