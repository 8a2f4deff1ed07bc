export declare function buildConsumerApp(): { dir: string; dist: string };
