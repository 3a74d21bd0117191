// Legends as real schemas write them in column comments (issue 40): each case is a comment of a
// schema in ../shared/corpus (or, for the first, of the corpus kept for judging), and the expected
// values and labels are what a reader of that comment understands.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {legendOf} from '../src/legend';

/** The legend as `label | value=label | …`, or undefined. */
function read(comment: string): string | undefined {
  const legend = legendOf(comment);
  return legend && [legend.label, ...legend.entries.map((e) => `${e.value}=${e.label}`)].join(' | ');
}

test('a label before a value and a colon is no label of its own: 0:SQL搜索 、1：全文检索 lists 0 and 1', () => {
  assert.equal(read('0:SQL搜索 、1：全文检索'), ' | 0=SQL搜索 | 1=全文检索');
  assert.equal(read('检索方式 0:SQL搜索 、1：全文检索'), '检索方式 | 0=SQL搜索 | 1=全文检索');
  assert.equal(read('search type 0:SQL搜索 、1：全文检索'), 'search type | 0=SQL搜索 | 1=全文检索');
  // pig's code generator.
  assert.equal(read('生成方式  0：zip压缩包   1：自定义目录'), '生成方式 | 0=zip压缩包 | 1=自定义目录');
});

test('mall’s arrows: 0->待付款；1->待发货 are the values 0 and 1, labels without the arrow', () => {
  assert.equal(read('订单状态：0->待付款；1->待发货；2->已发货；3->已完成'), '订单状态 | 0=待付款 | 1=待发货 | 2=已发货 | 3=已完成');
  assert.equal(read('订单来源：0->PC订单；1->app订单'), '订单来源 | 0=PC订单 | 1=app订单');
  // A label set apart from its legend by a ；, as mall writes it too.
  assert.equal(read('评论人员类型；0->会员；1->管理员'), '评论人员类型 | 0=会员 | 1=管理员');
});

test('a label set apart by a comma or a full stop: apollo’s and dolphinscheduler’s comments', () => {
  assert.equal(read('配置项类型，0: String，1: Number，2: Boolean，3: JSON'), '配置项类型 | 0=String | 1=Number | 2=Boolean | 3=JSON');
  assert.equal(read('密钥模式，0: filter，1: observer'), '密钥模式 | 0=filter | 1=observer');
  assert.equal(read('resource type,0:FILE，1:UDF'), 'resource type | 0=FILE | 1=UDF');
  assert.equal(read('user type, 0:administrator，1:ordinary user'), 'user type | 0=administrator | 1=ordinary user');
  assert.equal(read('failure strategy. 0:end,1:continue'), 'failure strategy | 0=end | 1=continue');
  assert.equal(read('state 0:disable 1:enable'), 'state | 0=disable | 1=enable');
  assert.equal(read('状态，1=启用，0=禁用'), '状态 | 1=启用 | 0=禁用');
  assert.equal(read('是否作为分页,0:不分页，1:分页'), '是否作为分页 | 0=不分页 | 1=分页');
  // An English sentence with numbers in it is no legend.
  assert.equal(read('Number of retries 3 times, 5 at most'), undefined);
});

test('a label written against its first value: 删除标识0-正常,1-已删除, 消息类型1:通知公告2:系统消息, 1是0否', () => {
  assert.equal(read('删除标识0-正常,1-已删除'), '删除标识 | 0=正常 | 1=已删除');
  assert.equal(read('请求方法0-get,1-post'), '请求方法 | 0=get | 1=post');
  assert.equal(read('消息类型1:通知公告2:系统消息'), '消息类型 | 1=通知公告 | 2=系统消息');
  assert.equal(read('是否有叶子节点: 1是0否'), '是否有叶子节点 | 1=是 | 0=否');
  assert.equal(read('是否紧急 0否1是'), '是否紧急 | 0=否 | 1=是');
  // A number inside a name is no legend, nor a label whose last words are an entry of lower-case letters.
  assert.equal(read('授权方式role角色，depart部门，user人'), undefined);
  assert.equal(read('是否为1级文件夹，允许为空 (1：是 )'), undefined);
  assert.equal(read('近7天销量'), undefined);
});

test('negative values: 推送状态 … -1失败不再发送, newbee-mall’s -1.手动关闭', () => {
  assert.equal(
    read('推送状态 0未推送 1推送成功 2推送失败 -1失败不再发送'),
    '推送状态 | 0=未推送 | 1=推送成功 | 2=推送失败 | -1=失败不再发送',
  );
  assert.equal(
    read('订单状态:0.待支付 1.已支付 2.配货完成 3:出库成功 4.交易成功 -1.手动关闭 -2.超时关闭 -3.商家关闭'),
    '订单状态 | 0=待支付 | 1=已支付 | 2=配货完成 | 3=出库成功 | 4=交易成功 | -1=手动关闭 | -2=超时关闭 | -3=商家关闭',
  );
  assert.equal(read('是否删除  -1：已删除  0：正常'), '是否删除 | -1=已删除 | 0=正常');
});

test('a 是 label is kept with its note, a remark after 。 or 参考 is no label, 1、java类 is value 1, [10=图片, 20=视频], 【…】 and 0待发货/1待收货 legends', () => {
  assert.equal(read('是否合计 0否,1是（仅对数值有效）'), '是否合计 | 0=否 | 1=是（仅对数值有效）');
  assert.equal(read('是否路由菜单: 0:不是  1:是（默认值1）'), '是否路由菜单 | 0=不是 | 1=是（默认值1）');
  assert.equal(read('0表示未删除,1表示删除'), ' | 0=未删除 | 1=删除');
  assert.equal(read('是否是系统角色：Y-是，N-否。系统角色不能删除'), '是否是系统角色 | Y=是 | N=否');
  assert.equal(read('字典类型： 1-业务类型，2-系统类型，参考 DictTypeClassEnum'), '字典类型 | 1=业务类型 | 2=系统类型');
  assert.equal(
    read('1、java类;2、spring bean名称;3、rest调用;4、jar调用;9其他'),
    ' | 1=java类 | 2=spring bean名称 | 3=rest调用 | 4=jar调用 | 9=其他',
  );
  assert.equal(read('状态（1、未发布;2、运行中;3、暂停;4、删除;）'), '状态 | 1=未发布 | 2=运行中 | 3=暂停 | 4=删除');
  assert.equal(read('类型: [10=图片, 20=视频]'), '类型 | 10=图片 | 20=视频');
  assert.equal(read('订单状态 【0 待发货 1 待收货 2 已取消】'), '订单状态 | 0=待发货 | 1=待收货 | 2=已取消');
  assert.equal(read('订单状态 0待发货/1待收货/2已取消'), '订单状态 | 0=待发货 | 1=待收货 | 2=已取消');
  // A / inside a label is no separator.
  assert.equal(read('1 workflow is successfully, 2 workflow/task is failed'), ' | 1=workflow is successfully | 2=workflow/task is failed');
  // 、 between entries stays a separator.
  assert.equal(read('表类型: 0单表、1主表、2附表'), '表类型 | 0=单表 | 1=主表 | 2=附表');
});
