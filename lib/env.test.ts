import { getEnv, parseEnv, resetEnvForTests } from './env';

describe('parseEnv', () => {
  it('gives development defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: undefined,
      DATA_DIR: '.data',
      HOSPITAL_API_KEY: 'dev-hospital-api-key',
      HOSPITAL_API_TOKEN: 'dev-hospital-api-token',
      SESSION_IDLE_MINUTES: 30,
      SITE_PHONE: '+234 803 123 4567',
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      TRUSTED_PROXY_HOPS: 0,
      SIGNUP_MODE: 'open',
    });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATA_DIR: '', SMTP_URL: '', PORT: '' })).toMatchObject({ DATA_DIR: '.data', SMTP_URL: undefined, PORT: 3000 });
  });

  it('reads and converts the values given', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://doctor:secret@localhost:5432/hospital',
      DATA_DIR: '/var/lib/hospital',
      SESSION_IDLE_MINUTES: '45',
      SITE_PHONE: '+234 805 000 1111',
      PORT: '8080',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://doctor:secret@localhost:5432/hospital',
      DATA_DIR: '/var/lib/hospital',
      SESSION_IDLE_MINUTES: 45,
      SITE_PHONE: '+234 805 000 1111',
      PORT: 8080,
    });
  });

  it('requires the secrets in production and names each one missing', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/HOSPITAL_API_KEY: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/HOSPITAL_API_TOKEN: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/APP_URL: is required in production/);
    const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), HOSPITAL_API_KEY: 'k', HOSPITAL_API_TOKEN: 't', APP_URL: 'https://hms.clinic.ng/' });
    expect(env).toMatchObject({ HOSPITAL_API_KEY: 'k', HOSPITAL_API_TOKEN: 't', APP_URL: 'https://hms.clinic.ng', SIGNUP_MODE: 'approval' });
  });

  it("takes BACKUP_TOKEN of at least 32 characters, and no secret that opens more than the hospital API's four calls may be its key or token", () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), HOSPITAL_API_KEY: 'k'.repeat(32), HOSPITAL_API_TOKEN: 't'.repeat(32), APP_URL: 'https://hms.clinic.ng' };
    expect(parseEnv(production).BACKUP_TOKEN).toBeUndefined();
    expect(parseEnv({ ...production, BACKUP_TOKEN: 'b'.repeat(32) }).BACKUP_TOKEN).toBe('b'.repeat(32));
    expect(() => parseEnv({ ...production, BACKUP_TOKEN: 'b'.repeat(31) })).toThrow(/BACKUP_TOKEN: expected a random string of at least 32 characters/);
    expect(() => parseEnv({ ...production, BACKUP_TOKEN: 't'.repeat(32) })).toThrow(/BACKUP_TOKEN: must differ from HOSPITAL_API_TOKEN/);
    expect(() => parseEnv({ ...production, BACKUP_TOKEN: 'k'.repeat(32) })).toThrow(/BACKUP_TOKEN: must differ from HOSPITAL_API_KEY/);
    // SESSION_SECRET makes the backup token: an integration holding it could make the token, and sign sessions.
    expect(() => parseEnv({ ...production, SESSION_SECRET: 't'.repeat(32) })).toThrow(/SESSION_SECRET: must differ from HOSPITAL_API_TOKEN/);
    expect(() => parseEnv({ ...production, CRON_SECRET: 'k'.repeat(32) })).toThrow(/CRON_SECRET: must differ from HOSPITAL_API_KEY/);
    // The development defaults count too.
    expect(() => parseEnv({ CRON_SECRET: 'dev-hospital-api-token' })).toThrow(/CRON_SECRET: must differ from HOSPITAL_API_TOKEN/);
  });

  it('seeds the demo data in development and tests, and in production only when DEMO_DATA is on', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), HOSPITAL_API_KEY: 'k', HOSPITAL_API_TOKEN: 't', APP_URL: 'https://hms.clinic.ng' };
    expect(parseEnv({}).DEMO_DATA).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).DEMO_DATA).toBe(true);
    expect(parseEnv({ DEMO_DATA: 'off' }).DEMO_DATA).toBe(false);
    expect(parseEnv(production).DEMO_DATA).toBe(false);
    expect(parseEnv({ ...production, DEMO_DATA: '' }).DEMO_DATA).toBe(false);
    expect(parseEnv({ ...production, DEMO_DATA: 'on' }).DEMO_DATA).toBe(true);
    for (const value of ['true', 'yes', 'ON', '1']) {
      expect(() => parseEnv({ ...production, DEMO_DATA: value })).toThrow(/DEMO_DATA: expected on or off/);
    }
  });

  it('lets administrators alone book for colleagues unless BOOKING_FOR_COLLEAGUES says everyone', () => {
    expect(parseEnv({}).BOOKING_FOR_COLLEAGUES).toBe('administrators');
    expect(parseEnv({ BOOKING_FOR_COLLEAGUES: 'everyone' }).BOOKING_FOR_COLLEAGUES).toBe('everyone');
    expect(() => parseEnv({ BOOKING_FOR_COLLEAGUES: 'doctors' })).toThrow(/BOOKING_FOR_COLLEAGUES: expected administrators or everyone/);
  });

  it('reads the proxy hops and the signup mode', () => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2', SIGNUP_MODE: 'closed' })).toMatchObject({ TRUSTED_PROXY_HOPS: 2, SIGNUP_MODE: 'closed' });
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS: expected how many proxies/);
    expect(() => parseEnv({ SIGNUP_MODE: 'anyone' })).toThrow(/SIGNUP_MODE: expected open, approval or closed/);
    expect(() => parseEnv({ APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL: expected the http:\/\/ or https:\/\/ address/);
  });

  it("takes the clinic's time zone as an IANA name, Africa/Lagos by default, and refuses any other value", () => {
    expect(parseEnv({}).CLINIC_TIME_ZONE).toBe('Africa/Lagos');
    expect(parseEnv({ CLINIC_TIME_ZONE: '' }).CLINIC_TIME_ZONE).toBe('Africa/Lagos');
    expect(parseEnv({ CLINIC_TIME_ZONE: 'Europe/London' }).CLINIC_TIME_ZONE).toBe('Europe/London');
    for (const wrong of ['Mars/Olympus_Mons', 'Lagos', '+01:00', 'Africa/Lagos ']) {
      expect(() => parseEnv({ CLINIC_TIME_ZONE: wrong })).toThrow(/CLINIC_TIME_ZONE: expected a time zone of the IANA database, such as Africa\/Lagos/);
    }
  });

  it.each([
    ['SESSION_SECRET', 'too-short', /SESSION_SECRET: expected at least 32 characters/],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ connection URL/],
    ['SESSION_IDLE_MINUTES', '0', /SESSION_IDLE_MINUTES: expected a whole number of minutes/],
    ['SESSION_IDLE_MINUTES', 'soon', /SESSION_IDLE_MINUTES: expected a whole number of minutes/],
    ['SESSION_IDLE_MINUTES', '2.5', /SESSION_IDLE_MINUTES: expected a whole number of minutes/],
    ['SMTP_URL', 'http://mail.example.ng', /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/],
    ['SITE_PHONE', 'call us', /SITE_PHONE: expected a phone number/],
    ['PORT', '70000', /PORT: expected a port number from 1 to 65535/],
    ['NODE_ENV', 'staging', /NODE_ENV: expected development, production or test/],
  ])('refuses a wrong %s and says what it expects', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });
});

describe('getEnv', () => {
  const saved = process.env.SESSION_IDLE_MINUTES;
  afterEach(() => {
    if (saved === undefined) delete process.env.SESSION_IDLE_MINUTES;
    else process.env.SESSION_IDLE_MINUTES = saved;
    resetEnvForTests();
  });

  it('parses once and caches until reset', () => {
    process.env.SESSION_IDLE_MINUTES = '12';
    resetEnvForTests();
    expect(getEnv().SESSION_IDLE_MINUTES).toBe(12);
    process.env.SESSION_IDLE_MINUTES = '21';
    expect(getEnv().SESSION_IDLE_MINUTES).toBe(12);
    resetEnvForTests();
    expect(getEnv().SESSION_IDLE_MINUTES).toBe(21);
  });

  it('refuses to start with a time zone that does not exist, naming the variable', () => {
    const savedZone = process.env.CLINIC_TIME_ZONE;
    process.env.CLINIC_TIME_ZONE = 'Africa/Atlantis';
    resetEnvForTests();
    try {
      expect(() => getEnv()).toThrow(/Invalid environment variables:\n {2}CLINIC_TIME_ZONE: expected a time zone of the IANA database/);
    } finally {
      if (savedZone === undefined) delete process.env.CLINIC_TIME_ZONE;
      else process.env.CLINIC_TIME_ZONE = savedZone;
    }
  });

  it('throws on first use, not on import, when a value is wrong', () => {
    process.env.SESSION_IDLE_MINUTES = '-5';
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe('reminder variables', () => {
  it('defaults to a 24-hour lead, a 60-second loop, the brand as clinic name, no SMS and no cron secret', () => {
    expect(parseEnv({})).toMatchObject({
      REMINDER_LEAD_HOURS: 24,
      REMINDER_POLL_SECONDS: 60,
      REMINDER_EMAIL_OUTBOX: false,
      CLINIC_NAME: 'Hospital Management System',
      CRON_SECRET: undefined,
      SMS: undefined,
    });
  });

  it('reads the lead from 1 to 2160 hours and refuses anything else', () => {
    expect(parseEnv({ REMINDER_LEAD_HOURS: '2160', REMINDER_POLL_SECONDS: '0' })).toMatchObject({ REMINDER_LEAD_HOURS: 2160, REMINDER_POLL_SECONDS: 0 });
    for (const value of ['0', '2161', '1.5', 'a day']) {
      expect(() => parseEnv({ REMINDER_LEAD_HOURS: value })).toThrow(/REMINDER_LEAD_HOURS: expected .* whole number from 1 to 2160/);
    }
    expect(() => parseEnv({ REMINDER_POLL_SECONDS: '-1' })).toThrow(/REMINDER_POLL_SECONDS/);
    expect(() => parseEnv({ CRON_SECRET: 'short' })).toThrow(/CRON_SECRET: expected a random string of at least 16 characters/);
  });

  it('picks the SMS gateway from SMS_PROVIDER or from the variables set, and asks for what is missing', () => {
    expect(parseEnv({ SMS_WEBHOOK_URL: 'https://sms.clinic.ng/send/', SMS_WEBHOOK_TOKEN: 'tok' }).SMS).toEqual({
      provider: 'webhook',
      url: 'https://sms.clinic.ng/send/',
      token: 'tok',
    });
    expect(parseEnv({ SMS_AFRICASTALKING_USERNAME: 'sandbox', SMS_AFRICASTALKING_API_KEY: 'key' }).SMS).toEqual({
      provider: 'africastalking',
      username: 'sandbox',
      apiKey: 'key',
      from: undefined,
      baseUrl: 'https://api.sandbox.africastalking.com',
    });
    expect(parseEnv({ SMS_AFRICASTALKING_USERNAME: 'clinic', SMS_AFRICASTALKING_API_KEY: 'key' }).SMS).toMatchObject({ baseUrl: 'https://api.africastalking.com' });
    expect(() => parseEnv({ SMS_WEBHOOK_URL: 'https://sms.clinic.ng/send' })).toThrow(/SMS_WEBHOOK_TOKEN: is required for SMS_PROVIDER=webhook/);
    expect(() => parseEnv({ SMS_PROVIDER: 'africastalking' })).toThrow(/SMS_AFRICASTALKING_USERNAME: is required/);
    expect(() => parseEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER: expected webhook or africastalking/);
    expect(() =>
      parseEnv({ SMS_WEBHOOK_URL: 'https://a.ng/x', SMS_WEBHOOK_TOKEN: 't', SMS_AFRICASTALKING_USERNAME: 'u', SMS_AFRICASTALKING_API_KEY: 'k' }),
    ).toThrow(/SMS_PROVIDER: expected webhook or africastalking: both gateways are configured/);
    expect(parseEnv({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://a.ng/x', SMS_WEBHOOK_TOKEN: 't', SMS_AFRICASTALKING_API_KEY: 'k' }).SMS).toMatchObject({
      provider: 'webhook',
    });
  });
});
